import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cabinetReportsQuerySchema, cabinetReportsSchema } from '../../shared/schemas/cabinet-reports.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

/** An event's reports in the organizer cabinet (shared/schemas/cabinet-reports.ts, ADR 027). */
export const cabinetReportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetReports } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/reports',
    {
      schema: {
        params: eventParams,
        querystring: cabinetReportsQuerySchema,
        response: { 200: cabinetReportsSchema },
      },
    },
    async (request) =>
      cabinetReports.report(contextOf(request, request.query.language), request.params.code, request.query),
  );

  app.get(
    '/api/cabinet/events/:code/reports.csv',
    { schema: { params: eventParams, querystring: cabinetReportsQuerySchema } },
    async (request, reply) => {
      const ctx = contextOf(request, request.query.language);
      const file = await cabinetReports.csv(ctx, request.params.code, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
