/*
 * While the server renders a page (src/web/ssr/render-page.tsx) there is no `document` or `window`: the
 * little of the request that components read while rendering (the cookies, the site's origin) is kept
 * here for the length of that one render. The render is synchronous, so no other request's render can
 * run in between.
 */

export interface ServerRequest {
  /** `https://host`, for links that name the page they return to. */
  origin: string;
  /** The request's Cookie header. */
  cookie: string;
}

let current: ServerRequest | null = null;

/** Runs a synchronous server render with the request's cookies and origin readable. */
export function renderingFor<T>(request: ServerRequest, render: () => T): T {
  current = request;
  try {
    return render();
  } finally {
    current = null;
  }
}

/** The page's cookies: the browser's, or the request's during a server render. */
export function pageCookies(): string {
  if (typeof document !== 'undefined') return document.cookie;
  return current?.cookie ?? '';
}

/** The page's origin: the browser's, or the request's during a server render. */
export function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return current?.origin ?? '';
}
