import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentTenantResponseSchema } from '../../shared/schemas/tenant.js';
import type { Services } from '../services.js';

export const tenantsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/events/tenants/getCurrent',
    { schema: { response: { 200: currentTenantResponseSchema } } },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return { data: services.tenants.currentTenantView(request.tenant, origin), error: null };
    },
  );
};
