import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cabinetResultSchema,
  cabinetResultsQuerySchema,
  cabinetResultsSchema,
  resultCorrectionSchema,
  RESULTS_FILE_MAX_BYTES,
  resultsPreviewSchema,
  resultsPublishedSchema,
  uploadQuerySchema,
} from '../../shared/schemas/cabinet-results.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { DomainError } from '../domain-error.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams, raceParams } from './cabinet-route-params.js';

const resultParams = z.object({ id: rowIdSchema });

/** The body of an upload: the file's bytes whatever its type says (none at all: an empty file). */
const bytesOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** Results in the organizer cabinet (shared/schemas/cabinet-results.ts, issue 18 item 6). */
export const cabinetResultsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetResults } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/results',
    {
      schema: {
        params: eventParams,
        querystring: cabinetResultsQuerySchema,
        response: { 200: cabinetResultsSchema },
      },
    },
    async (request) =>
      cabinetResults.overview(contextOf(request, request.query.language), request.params.code, request.query),
  );

  app.put(
    '/api/cabinet/results/:id',
    {
      schema: { params: resultParams, body: resultCorrectionSchema, response: { 200: cabinetResultSchema } },
    },
    async (request) => cabinetResults.correct(contextOf(request), request.params.id, request.body),
  );

  // A results file comes as its raw bytes (text/csv, application/octet-stream or anything else: the
  // service reads the bytes, not the type); only these routes read such bodies, up to the file limit.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: RESULTS_FILE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    upload.setErrorHandler((error) => {
      throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? new DomainError('RESULTS_FILE_TOO_LARGE')
        : error;
    });
    const uploadSchema = { params: raceParams, querystring: uploadQuerySchema };
    /** What both calls pass the service: the context, the event, the race and the file's bytes. */
    const uploadOf = (
      request: FastifyRequest & {
        params: z.infer<typeof raceParams>;
        query: z.infer<typeof uploadQuerySchema>;
      },
    ) =>
      [
        contextOf(request, request.query.language),
        request.params.code,
        request.params.race,
        bytesOf(request.body),
      ] as const;
    upload.post(
      '/api/cabinet/events/:code/races/:race/results/preview',
      {
        bodyLimit: RESULTS_FILE_MAX_BYTES,
        schema: { ...uploadSchema, response: { 200: resultsPreviewSchema } },
      },
      async (request) => cabinetResults.preview(...uploadOf(request)),
    );
    upload.post(
      '/api/cabinet/events/:code/races/:race/results/publish',
      {
        bodyLimit: RESULTS_FILE_MAX_BYTES,
        schema: { ...uploadSchema, response: { 200: resultsPublishedSchema } },
      },
      async (request) => cabinetResults.publish(...uploadOf(request)),
    );
  });
};
