import type { createBrowserRouter } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded its first route's lazy modules and run its loaders, so the first
 * render shows the page, not the start-up skeleton: the server renders the page that way, and the browser
 * must render the same page over the server's markup.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
