import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesSchema,
  eventEditorQuerySchema,
  eventEditorSchema,
  eventFormSchema,
  eventStatusChangeSchema,
  newEventSchema,
} from '../../shared/schemas/cabinet-event-editor.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

/** Creating and editing events in the organizer cabinet (shared/schemas/cabinet-event-editor.ts). */
export const cabinetEventEditorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetEventEditor } = services;
  requireSignedIn(app);

  app.post(
    '/api/cabinet/events',
    { schema: { body: newEventSchema, response: { 201: eventEditorSchema } } },
    async (request, reply) => {
      const editor = await cabinetEventEditor.create(contextOf(request), request.body);
      return reply.code(201).send(editor);
    },
  );

  app.get(
    '/api/cabinet/cities',
    { schema: { querystring: eventEditorQuerySchema, response: { 200: citiesSchema } } },
    async (request) => cabinetEventEditor.cities(contextOf(request, request.query.language)),
  );

  app.get(
    '/api/cabinet/events/:code/edit',
    {
      schema: {
        params: eventParams,
        querystring: eventEditorQuerySchema,
        response: { 200: eventEditorSchema },
      },
    },
    async (request) =>
      cabinetEventEditor.get(contextOf(request, request.query.language), request.params.code),
  );

  app.put(
    '/api/cabinet/events/:code/edit',
    { schema: { params: eventParams, body: eventFormSchema, response: { 200: eventEditorSchema } } },
    async (request) => cabinetEventEditor.update(contextOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/cabinet/events/:code/status',
    { schema: { params: eventParams, body: eventStatusChangeSchema, response: { 200: eventEditorSchema } } },
    async (request) =>
      cabinetEventEditor.setStatus(contextOf(request), request.params.code, request.body.status),
  );
};
