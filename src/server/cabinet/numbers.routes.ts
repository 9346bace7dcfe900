import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignBibsResultSchema,
  assignBibsSchema,
  bibRangeSchema,
  cabinetNumbersQuerySchema,
  cabinetNumbersSchema,
  entryBibResultSchema,
  entryBibSchema,
  numbersRaceSchema,
} from '../../shared/schemas/cabinet-numbers.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams, raceParams } from './cabinet-route-params.js';

const entryParams = z.object({ id: rowIdSchema });

/** Start numbers in the organizer cabinet (shared/schemas/cabinet-numbers.ts, issue 18 item 4). */
export const cabinetNumbersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetNumbers } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/numbers',
    {
      schema: {
        params: eventParams,
        querystring: cabinetNumbersQuerySchema,
        response: { 200: cabinetNumbersSchema },
      },
    },
    async (request) =>
      cabinetNumbers.overview(contextOf(request, request.query.language), request.params.code),
  );

  app.put(
    '/api/cabinet/events/:code/races/:race/numbers',
    { schema: { params: raceParams, body: bibRangeSchema, response: { 200: numbersRaceSchema } } },
    async (request) =>
      cabinetNumbers.setRange(contextOf(request), request.params.code, request.params.race, request.body),
  );

  app.post(
    '/api/cabinet/events/:code/races/:race/numbers/assign',
    { schema: { params: raceParams, body: assignBibsSchema, response: { 200: assignBibsResultSchema } } },
    async (request) =>
      cabinetNumbers.assign(contextOf(request), request.params.code, request.params.race, request.body),
  );

  app.put(
    '/api/cabinet/entries/:id/bib',
    { schema: { params: entryParams, body: entryBibSchema, response: { 200: entryBibResultSchema } } },
    async (request) => cabinetNumbers.setEntryBib(contextOf(request), request.params.id, request.body.bib),
  );
};
