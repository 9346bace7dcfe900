import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listFilterQuerySchema, listFilterSchema } from '../../shared/schemas/list-filter.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/events/live-count',
    { schema: { response: { 200: z.number().int().nonnegative() } } },
    async (request) => services.catalogue.liveCount(contextOf(request)),
  );

  app.get(
    '/api/events/listFilter',
    { schema: { querystring: listFilterQuerySchema, response: { 200: listFilterSchema } } },
    async (request) => services.catalogue.listFilter(contextOf(request), request.query),
  );
};
