import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cabinetEventsQuerySchema,
  cabinetEventsSchema,
  cabinetMeSchema,
} from '../../shared/schemas/cabinet.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';

/** The organizer cabinet's calls (shared/schemas/cabinet.ts); every one needs a signed-in user. */
export const cabinetRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cabinet } = services;
  requireSignedIn(app);

  app.get('/api/cabinet/me', { schema: { response: { 200: cabinetMeSchema } } }, async (request) =>
    cabinet.me(contextOf(request)),
  );

  app.get(
    '/api/cabinet/events',
    { schema: { querystring: cabinetEventsQuerySchema, response: { 200: cabinetEventsSchema } } },
    async (request) => cabinet.events(contextOf(request, request.query.language), request.query),
  );
};
