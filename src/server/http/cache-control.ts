import type { FastifyInstance } from 'fastify';

/** Our API (`/api/…`) and the calls of SPEC §7 (`/Register/…`). */
const CALL_PATH = /^\/(?:api|register)(?:[/?]|$)/i;

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Secure by default: an API answer that has not chosen its own caching is `private, no-store`, since it may
 * depend on the session (profile, orders, the current user) and must never sit in a shared or disk cache.
 * Answers that are the same for everyone set their own Cache-Control (the sitemap, for one).
 */
export function addApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && CALL_PATH.test(request.url)) {
      reply.header('cache-control', PRIVATE_NO_STORE);
    }
    return payload;
  });
}
