import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkinEntrySchema,
  checkinPointSchema,
  checkinQuerySchema,
  checkinSearchQuerySchema,
  checkinSearchSchema,
  offlineRegisteredSchema,
  offlineRegistrationSchema,
} from '../../shared/schemas/cabinet-checkin.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

const entryParams = eventParams.extend({ id: rowIdSchema });

/** The start-pack point in the organizer cabinet (shared/schemas/cabinet-checkin.ts, issue 18 item 5). */
export const cabinetCheckinRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetCheckin } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/checkin',
    {
      schema: { params: eventParams, querystring: checkinQuerySchema, response: { 200: checkinPointSchema } },
    },
    async (request) => cabinetCheckin.point(contextOf(request, request.query.language), request.params.code),
  );

  app.get(
    '/api/cabinet/events/:code/checkin/entries',
    {
      schema: {
        params: eventParams,
        querystring: checkinSearchQuerySchema,
        response: { 200: checkinSearchSchema },
      },
    },
    async (request) =>
      cabinetCheckin.search(contextOf(request, request.query.language), request.params.code, request.query.q),
  );

  app.post(
    '/api/cabinet/events/:code/checkin/entries/:id/start-pack',
    { schema: { params: entryParams, response: { 200: checkinEntrySchema } } },
    async (request) =>
      cabinetCheckin.giveStartPack(contextOf(request), request.params.code, request.params.id),
  );

  app.delete(
    '/api/cabinet/events/:code/checkin/entries/:id/start-pack',
    { schema: { params: entryParams, response: { 200: checkinEntrySchema } } },
    async (request) =>
      cabinetCheckin.takeStartPackBack(contextOf(request), request.params.code, request.params.id),
  );

  app.post(
    '/api/cabinet/events/:code/checkin/registrations',
    {
      schema: {
        params: eventParams,
        body: offlineRegistrationSchema,
        response: { 200: offlineRegisteredSchema },
      },
    },
    async (request) => cabinetCheckin.register(contextOf(request), request.params.code, request.body),
  );
};
