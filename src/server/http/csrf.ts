import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether an unsafe request may proceed (DESIGN §4). A browser sends `Origin` (and `Sec-Fetch-Site`) with
 * every cross-origin POST, so a foreign or opaque origin, or `Sec-Fetch-Site: cross-site`, is rejected.
 * Requests with neither header come from servers and tests, not from a victim's browser, and are allowed.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // 'null' (sandboxed frames, some redirects) or garbage
  }
  return originHost !== '' && originHost.toLowerCase() === request.host.toLowerCase();
}

export function addCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isSameOriginRequest(request)) throw new DomainError('CSRF_REJECTED');
  });
}
