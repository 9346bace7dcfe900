import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, answers in flight go out with `Connection: close`, so their keep-alive
 * connections end with them and shutdown does not wait for the keep-alive timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
