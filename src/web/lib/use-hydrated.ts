import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render and in the browser's hydration of it, true from then on: for the few things
 * the two sides cannot make alike (e.g. country names, which come from each side's own ICU data).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
