import { useSyncExternalStore } from 'react';

/*
 * The toast area (sonner's Toaster) mounts the first time a toast is asked for, or once the page is loaded
 * and the browser is idle, whichever comes first — not during start-up, where it would cost a chunk, a
 * render and a style read in the page's first second. Mounting it when idle keeps its live region in the
 * page before most toasts, so screen readers announce them. sonner replays the active toasts to a toaster
 * that subscribes after they were created, so none is lost.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** Called before each toast: mounts the toast area if it is not there yet. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app should render the toast area. */
export function useToasterWanted(): boolean {
  // (never on the server's render, nor in the hydration that matches it)
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Mounts the toast area when the page has loaded and the browser has nothing else to do. */
export function wantToasterWhenIdle(win: Window = window): void {
  const later = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(wantToaster, { timeout: 5000 });
    else win.setTimeout(wantToaster, 1000);
  };
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
