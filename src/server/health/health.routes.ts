import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../http/overload.js';

export interface HealthOptions {
  database: Database;
  /** True while start-up work that runs after listening (the demo accounts) is not done yet. */
  starting?: () => boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, starting }) => {
  /** Liveness: the process answers. Exempt from load shedding, so a busy server is not restarted. */
  app.get(
    '/healthz',
    {
      config: { skipTenant: true, pressureHandler: () => undefined },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  /** Readiness: start-up is done, the database answers, and the instance is not shedding load. */
  app.get(
    '/readyz',
    {
      config: {
        skipTenant: true,
        pressureHandler: (_request, reply) => {
          void reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
          return { status: 'unavailable' as const };
        },
      },
      schema: {
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['unavailable', 'starting']) }),
        },
      },
    },
    async (request, reply) => {
      if (starting?.()) return reply.code(503).send({ status: 'starting' as const });
      try {
        await database.ping();
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness: database ping failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
