import { isIP } from 'node:net';

/**
 * Whom the app believes about `X-Forwarded-For/-Host/-Proto`: nobody (`false`), the proxies at these
 * addresses or CIDR ranges, or the given number of proxy hops in front of it. Never everyone: a client
 * could then forge its address (past the per-IP sign-in lockout) and the host of absolute links.
 */
export type TrustProxy = false | number | string[];

/** Named ranges that Fastify (proxy-addr) understands in a trust list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

export const TRUST_PROXY_TRUE_REFUSED =
  'true would trust X-Forwarded-* from every client, who could then fake its address and host. ' +
  'Write the addresses of your proxies (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8) ' +
  'or how many proxies are in front of the app (e.g. TRUST_PROXY=1); false or unset trusts none';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset, empty or `false` trusts no one; an integer is a hop count (0 trusts no
 * one); otherwise a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal.
 * Answers the value, or the reason it is refused.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no') return { value: false };
  if (text === 'true' || text === 'yes') return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { error: `a hop count is at most ${MAX_HOPS}` };
    return { value: hops === 0 ? false : hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error:
        `not an IP address or CIDR range: ${bad.map((b) => `"${b}"`).join(', ')}; ` +
        'write a comma-separated list (e.g. 127.0.0.1,10.0.0.0/8) or a hop count (e.g. 1)',
    };
  }
  return { value: entries };
}

/**
 * The `trustProxy` option of Fastify for a setting. A hop count becomes a function (Fastify itself treats
 * a number as "trust nobody"): the peer and the next `hops - 1` addresses of X-Forwarded-For are proxies.
 * That is only safe when the app cannot be reached but through them; a list of addresses always is.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
