import type { Language } from '../../shared/constants.js';

/*
 * While the server renders a page (src/web/ssr/render-page.tsx) there is no `document` or `window`. What
 * the app reads of its request there — the cookies, the site's origin, the language and the way to call
 * the API — belongs to that one request: the renderer keeps it in an AsyncLocalStorage and hands this
 * module the function that reads it (`readServerRequestWith`), so two renders running at once each read
 * their own. In the browser there is no reader and every function answers from the page.
 */

export interface ServerRequest {
  /** `https://host`, for links that name the page they return to. */
  origin: string;
  /** The request's Cookie header. */
  cookie: string;
  language: Language;
  /** Calls the app's API in the same process, as this request (its host, cookies and language). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let readCurrent: () => ServerRequest | undefined = () => undefined;

/** The server's renderer installs its per-request store's reader once, at load. */
export function readServerRequestWith(reader: () => ServerRequest | undefined): void {
  readCurrent = reader;
}

/** The request being rendered on the server; undefined in the browser. */
export function serverRequest(): ServerRequest | undefined {
  return readCurrent();
}

/** The page's cookies: the browser's, or the request's during a server render. */
export function pageCookies(): string {
  return serverRequest()?.cookie ?? (typeof document !== 'undefined' ? document.cookie : '');
}

/** The page's origin: the browser's, or the request's during a server render. */
export function pageOrigin(): string {
  return serverRequest()?.origin ?? (typeof window !== 'undefined' ? window.location.origin : '');
}
