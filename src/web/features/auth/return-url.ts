/**
 * Where a signed-in visitor of /login goes: the returnUrl only when it stays on this origin, as a path;
 * anything else (another host, `//host`, `javascript:`) lands on the home page. The server checks the
 * returnUrl of a sign-in itself, against every tenant host.
 */
export function sameOriginPath(raw: string | null | undefined, origin = window.location.origin): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || !raw.trim().match(/^(\/(?![/\\])|https?:\/\/)/i)) return '/';
  return url.pathname + url.search + url.hash;
}

/** Adds `?returnUrl=` to an in-app link, when there is one to keep. */
export function withReturnUrl(path: string, returnUrl: string | null | undefined): string {
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}
