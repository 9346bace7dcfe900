import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentTenantResponseSchema } from '../../shared/schemas/tenant.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

export const tenantsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/events/tenants/getCurrent',
    { schema: { response: { 200: currentTenantResponseSchema } } },
    async (request) => ({
      data: services.tenants.currentTenantView(contextOf(request)),
      error: null,
    }),
  );
};
