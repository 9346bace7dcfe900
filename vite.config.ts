import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { pageScriptsBlock } from './src/shared/page-scripts';

/*
 * What the build resolves differently from the packages' defaults (tests keep those):
 * - react-i18next imports `use-sync-external-store/shim`, the hook's backport to React 16–17; React 19
 *   has it built in (src/web/lib/use-sync-external-store-shim.ts), 0.8 KB gzip less in every route's entry.
 * - React Router 7's package exports name only its development build (ENABLE_DEV_WARNINGS on, extra checks;
 *   remix-run/react-router#12532, #14102); the production build ships next to it. The app's bundle takes
 *   that one.
 */
const buildAliases = [
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

/**
 * The document template (ADR 011): the page arrives rendered by the server, so its scripts need not
 * compete with it for a phone's connection or hold up its first paint. The entry script and its module
 * preloads are held in a template at the end of the body and started after the first paint
 * (`src/shared/page-scripts.ts`). Built once, not per request.
 */
function scriptsAfterThePage(): Plugin {
  const tag = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
  return {
    name: 'startline:scripts-after-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = [...html.matchAll(tag)].map((m) => m[1] ?? '');
        return html.replace(tag, '').replace('</body>', () => `  ${pageScriptsBlock(tags)}\n  </body>`);
      },
    },
  };
}

// No `server.proxy`: `npm run dev` runs Vite in middleware mode inside the app's own server
// (scripts/dev-server.ts), where the API answers in the same process; a proxy sent /api away from it.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), scriptsAfterThePage()],
  resolve: { alias: command === 'build' ? buildAliases : [] },
  // The server's render (ADR 011, `vite build --ssr ssr/render-page.tsx`): one file for Node with every
  // library inside (CSS modules and JSON catalogs resolve as in the browser build).
  // (in development, `npm run dev` loads the renderer through Vite, libraries from node_modules as they are)
  ssr: { noExternal: command === 'build' ? true : undefined },
  // React's production server renderer whatever NODE_ENV the server starts with (`npm start` sets none)
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for every screen: a landing page then waits for one file, not one per component
        // (on a phone's network each request is a round trip; the whole app's styles are 25 KB compressed).
        cssCodeSplit: false,
        sourcemap: true,
        // A screen the entry loads brings its own imports; the entry does not list every screen's files to
        // preload with it (that list was 5 KB of file names in every first load). The first screen's files
        // are preloaded by the server from the manifest (ADR 011); on a later navigation the browser asks a
        // screen's imports as soon as it has read the screen's module.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType, hostId }) =>
            hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps,
        },
        rolldownOptions: {
          output: {
            // The libraries every page starts with go in one file: one request, and gzip over all of them
            // compresses better than over the half-dozen small chunks the splitter makes otherwise.
            codeSplitting: {
              groups: [
                {
                  name: 'app-core',
                  // with the app's own two modules every screen's texts go through (react-i18next's hook
                  // once for the app, and the hook's React 19 stand-in): a file of their own cost 0.5 KB
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]|src[\\/]web[\\/](i18n[\\/]shared-translation|lib[\\/]use-sync-external-store-shim)\./,
                },
                // what every form starts with (its fields' markup, the validation texts, the lazy loader of
                // its rules) in one file, whichever screens share a part of it: split by importers, the
                // splitter cut the fields off into a file of their own as soon as one screen used only them
                {
                  name: 'form-kit',
                  test: /src[\\/](web[\\/]components[\\/]ui[\\/]form-field|web[\\/]lib[\\/]load-once|shared[\\/]validation-messages)\.ts/,
                },
              ],
            },
          },
        },
      },
}));
