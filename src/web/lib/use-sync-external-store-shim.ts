/*
 * `use-sync-external-store/shim` for React 19 (vite.config.ts aliases the package's shim here):
 * react-i18next imports the shim that backports the hook to React 16–17; React 18+ has it built in, and
 * the shim's own code (0.8 KB gzip in the entry every route loads) only looks for it there.
 */
export { useSyncExternalStore } from 'react';
