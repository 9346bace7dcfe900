import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { contextOf } from '../http/request-context.js';
import { createDevHoldsService } from './dev-holds.service.js';

const orderParams = z.object({ number: z.string().min(1).max(40) });

/** Developers' shortcuts; registered only when config.devTools (never in production). */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const holds = createDevHoldsService(db);

  // the payment window of one of my orders ends now (dev-holds.service.ts)
  app.post('/api/dev/orders/:number/expire-hold', { schema: { params: orderParams } }, async (request, reply) => {
    await holds.expireHold(contextOf(request), request.params.number);
    return reply.code(204).send();
  });
};
