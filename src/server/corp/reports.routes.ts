import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { corpReportsQuerySchema, corpReportsSchema } from '../../shared/schemas/corp-reports.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { CORP_REPORT_TABLES } from './corp-reports-export.js';

const companyParams = z.object({ companyId: rowIdSchema });

/** A company's reports in the corporate cabinet (shared/schemas/corp-reports.ts, ADR 031 point 7). */
export const corpReportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services.corp;
  requireSignedIn(app);

  app.get(
    '/api/corp/companies/:companyId/reports',
    {
      schema: {
        params: companyParams,
        querystring: corpReportsQuerySchema,
        response: { 200: corpReportsSchema },
      },
    },
    async (request) =>
      reports.report(contextOf(request, request.query.language), request.params.companyId, request.query),
  );

  // each table as a file the browser saves: personal data, never kept by a cache
  for (const table of CORP_REPORT_TABLES) {
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(
        `/api/corp/companies/:companyId/reports/${table}.${format}`,
        { schema: { params: companyParams, querystring: corpReportsQuerySchema } },
        async (request, reply) => {
          const ctx = contextOf(request, request.query.language);
          const file = await reports.file(ctx, request.params.companyId, request.query, table, format);
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', PRIVATE_NO_STORE)
            .header('x-content-type-options', 'nosniff')
            .send(file.body);
        },
      );
    }
  }
};
