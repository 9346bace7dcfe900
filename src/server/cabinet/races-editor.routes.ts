import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cabinetRacesQuerySchema,
  cabinetRacesSchema,
  raceEditorSchema,
  raceInputSchema,
} from '../../shared/schemas/cabinet-races.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams, raceParams } from './cabinet-route-params.js';

/** Races of an event in the organizer cabinet (shared/schemas/cabinet-races.ts, issue 18 item 2). */
export const cabinetRacesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetRaces } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/races',
    {
      schema: {
        params: eventParams,
        querystring: cabinetRacesQuerySchema,
        response: { 200: cabinetRacesSchema },
      },
    },
    async (request) => cabinetRaces.list(contextOf(request, request.query.language), request.params.code),
  );

  app.post(
    '/api/cabinet/events/:code/races',
    { schema: { params: eventParams, body: raceInputSchema, response: { 201: raceEditorSchema } } },
    async (request, reply) => {
      const created = await cabinetRaces.create(contextOf(request), request.params.code, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/cabinet/events/:code/races/:race',
    {
      schema: {
        params: raceParams,
        querystring: cabinetRacesQuerySchema,
        response: { 200: raceEditorSchema },
      },
    },
    async (request) =>
      cabinetRaces.get(contextOf(request, request.query.language), request.params.code, request.params.race),
  );

  app.put(
    '/api/cabinet/events/:code/races/:race',
    { schema: { params: raceParams, body: raceInputSchema, response: { 200: raceEditorSchema } } },
    async (request) =>
      cabinetRaces.update(contextOf(request), request.params.code, request.params.race, request.body),
  );

  app.delete(
    '/api/cabinet/events/:code/races/:race',
    { schema: { params: raceParams } },
    async (request, reply) => {
      await cabinetRaces.remove(contextOf(request), request.params.code, request.params.race);
      return reply.code(204).send();
    },
  );
};
