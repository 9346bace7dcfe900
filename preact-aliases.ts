// React's API served by Preact (ADR 004): the browser build and the jsdom tests resolve React imports the
// same way, so the tests run what ships. Types still come from @types/react.
import { fileURLToPath } from 'node:url';

const reactShim = fileURLToPath(new URL('./src/web/preact/react-shim.js', import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: reactShim },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
