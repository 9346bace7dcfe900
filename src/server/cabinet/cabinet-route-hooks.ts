import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../request-context.js';

/**
 * What every cabinet plugin starts with: its calls need a signed-in user (401 before anything is read).
 * Their answers are `private, no-store` by the API's default (http/cache-control.ts): organizers' figures
 * and participants' personal data never sit in a cache.
 */
export function requireSignedIn(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    signedInUser(request);
  });
}
