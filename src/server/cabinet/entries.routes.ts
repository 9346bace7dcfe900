import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cabinetEntriesQuerySchema, cabinetEntriesSchema } from '../../shared/schemas/cabinet.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import type { EntriesFile } from './entries.service.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

/** A file the browser saves: personal data, never kept by a cache. */
function sendFile(reply: FastifyReply, file: EntriesFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/** An event's entries in the organizer cabinet (shared/schemas/cabinet.ts, ADR 023). */
export const cabinetEntriesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetEntries } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/entries',
    {
      schema: {
        params: eventParams,
        querystring: cabinetEntriesQuerySchema,
        response: { 200: cabinetEntriesSchema },
      },
    },
    async (request) =>
      cabinetEntries.list(contextOf(request, request.query.language), request.params.code, request.query),
  );

  // the exports: every entry the same filters find, as a file
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/api/cabinet/events/:code/entries.${format}`,
      { schema: { params: eventParams, querystring: cabinetEntriesQuerySchema } },
      async (request, reply) => {
        const ctx = contextOf(request, request.query.language);
        return sendFile(reply, await cabinetEntries[format](ctx, request.params.code, request.query));
      },
    );
  }
};
