import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedSchema } from '../../shared/schemas/contacts.js';
import { corporateLeadRequestSchema } from '../../shared/schemas/content.js';
import type { Services } from '../services.js';
import { contextOf } from '../http/request-context.js';

/** The corporate-client page's request form. */
export const corporateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { corporate } = services;

  app.post(
    '/api/corporate/leads',
    { schema: { body: corporateLeadRequestSchema, response: { 201: acceptedSchema } } },
    async (request, reply) => {
      const accepted = await corporate.submit(contextOf(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(accepted);
    },
  );
};
