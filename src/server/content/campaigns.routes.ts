import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignSchema, languageQuerySchema } from '../../shared/schemas/content.js';
import type { Services } from '../services.js';
import { contextOf } from '../http/request-context.js';

const codeParams = z.object({ code: z.string().min(1).max(100) });

/** A partner campaign's landing page data (its events come from the events list with `campaign`). */
export const campaignsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { campaigns } = services;

  app.get(
    '/api/campaigns/:code',
    { schema: { params: codeParams, querystring: languageQuerySchema, response: { 200: campaignSchema } } },
    async (request) => campaigns.byCode(contextOf(request, request.query.language), request.params.code),
  );
};
