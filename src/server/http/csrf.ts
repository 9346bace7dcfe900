import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A URL's origin (scheme, host and port, default port dropped), or null for `null` and garbage. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin the request was made to: its scheme (from a trusted proxy too) and its Host. */
export function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether an unsafe request may proceed (DESIGN §4). A browser sends `Origin` (and `Sec-Fetch-Site`) with
 * every cross-origin POST, so an origin other than the request's own (scheme, host and port: an `https://`
 * page may not post to `http://`, nor the other way round), an opaque one, or `Sec-Fetch-Site: cross-site`
 * is rejected. Requests with neither header come from servers and tests, not from a victim's browser, and
 * are allowed.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const claimed = originOf(origin); // 'null' (sandboxed frames, some redirects) or garbage: null
  return claimed !== null && claimed === ownOrigin(request);
}

export function addCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isSameOriginRequest(request)) throw new DomainError('CSRF_REJECTED');
  });
}
