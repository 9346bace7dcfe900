/**
 * A link target from data we do not control (a draft's RegistrationUrl or EventUrl), kept only when it is a
 * path of this site: one leading slash, no scheme (`javascript:`), no other host (`//evil.test`, `/\evil`),
 * no whitespace or control characters that browsers strip before resolving. Anything else answers null.
 */
export function sameOriginPath(raw: string): string | null {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const origin = window.location.origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
