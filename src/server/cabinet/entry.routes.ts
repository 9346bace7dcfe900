import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/constants.js';
import {
  cabinetEntrySchema,
  entryCancelSchema,
  entryChangedSchema,
  entryEditSchema,
  entryMoveSchema,
} from '../../shared/schemas/cabinet-entry.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

const entryParams = eventParams.extend({ id: rowIdSchema });
const languageQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** One entry in the organizer cabinet (shared/schemas/cabinet-entry.ts, issue 18 item 3, ADR 026). */
export const cabinetEntryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetEntry } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/entries/:id',
    { schema: { params: entryParams, querystring: languageQuery, response: { 200: cabinetEntrySchema } } },
    async (request) =>
      cabinetEntry.show(contextOf(request, request.query.language), request.params.code, request.params.id),
  );

  app.put(
    '/api/cabinet/events/:code/entries/:id',
    { schema: { params: entryParams, body: entryEditSchema, response: { 200: cabinetEntrySchema } } },
    async (request) =>
      cabinetEntry.edit(contextOf(request), request.params.code, request.params.id, request.body),
  );

  app.post(
    '/api/cabinet/events/:code/entries/:id/move',
    { schema: { params: entryParams, body: entryMoveSchema, response: { 200: entryChangedSchema } } },
    async (request) =>
      cabinetEntry.move(contextOf(request), request.params.code, request.params.id, request.body),
  );

  app.post(
    '/api/cabinet/events/:code/entries/:id/cancel',
    { schema: { params: entryParams, body: entryCancelSchema, response: { 200: entryChangedSchema } } },
    async (request) =>
      cabinetEntry.cancel(contextOf(request), request.params.code, request.params.id, request.body),
  );
};
