/** Paths that belong to the server (its API, the registration API, health, assets), never to a page. */
const SERVER_PATHS = /^\/(api|Register)(\/|$)|^\/(healthz|readyz)$|^\/(assets|static)\//;

/**
 * Whether a request asks for a page: a GET or HEAD of any path outside the server's own, whatever its
 * Accept (curl and link-preview bots accept anything, not text/html by name).
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !SERVER_PATHS.test(url.split('?')[0] ?? '/');
}
