/**
 * Where the browser may go after sign-in (DESIGN §4: `returnUrl` only to our own tenant hosts). Accepted:
 * a relative path starting with a single '/', or an absolute http(s) URL on one of the tenants' hosts.
 * Anything else (other hosts, protocol-relative '//', backslashes, control characters, `javascript:`,
 * encoded tricks) becomes '/'.
 */
export function safeReturnUrl(raw: string | undefined | null, tenantHosts: readonly string[]): string {
  if (!raw) return '/';
  // Browsers drop tabs and newlines inside URLs and treat '\' as '/': '/\tevil' or '/\evil' would leave.
  if (hasUnsafeCharacter(raw)) return '/';
  const decoded = decodeFully(raw);
  if (decoded === null || hasUnsafeCharacter(decoded)) return '/';

  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || decoded.startsWith('//')) return '/';
    const base = 'http://return-url.invalid';
    try {
      return new URL(raw, base).origin === base ? raw : '/';
    } catch {
      return '/';
    }
  }

  if (!/^https?:\/\//i.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (url.username || url.password) return '/';
  const allowed = new Set(tenantHosts.map((host) => host.toLowerCase()));
  return allowed.has(url.hostname.toLowerCase()) ? url.href : '/';
}

/** Control characters, spaces, DEL and backslashes. */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Percent-decodes until stable (at most a few rounds); null when the text is not valid encoding. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}
