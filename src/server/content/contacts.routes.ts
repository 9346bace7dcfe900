import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  contactMessageRequestSchema,
  contactsSchema,
} from '../../shared/schemas/contacts.js';
import { languageQuerySchema } from '../../shared/schemas/content.js';
import type { Services } from '../services.js';
import { contextOf } from '../http/request-context.js';

/** The contacts page: the support address and hours, and the message form. */
export const contactsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { contacts } = services;

  app.get(
    '/api/contacts',
    { schema: { querystring: languageQuerySchema, response: { 200: contactsSchema } } },
    async (request) => contacts.contacts(contextOf(request)),
  );

  app.post(
    '/api/contacts/messages',
    { schema: { body: contactMessageRequestSchema, response: { 201: acceptedSchema } } },
    async (request, reply) => {
      const accepted = await contacts.send(contextOf(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(accepted);
    },
  );
};
