import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/constants.js';
import { cabinetRefundSchema } from '../../shared/schemas/cabinet-orders.js';
import {
  supportOrderSchema,
  supportSearchQuerySchema,
  supportSearchSchema,
} from '../../shared/schemas/cabinet-support.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';

const orderParams = z.object({ number: z.string().trim().min(1).max(40) });
const languageQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** The support desk (shared/schemas/cabinet-support.ts, issue 18 item 8, ADR 026). */
export const cabinetSupportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetSupport } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/support/search',
    {
      schema: {
        querystring: supportSearchQuerySchema.extend(languageQuery.shape),
        response: { 200: supportSearchSchema },
      },
    },
    async (request) => cabinetSupport.search(contextOf(request, request.query.language), request.query.q),
  );

  app.get(
    '/api/cabinet/support/orders/:number',
    { schema: { params: orderParams, querystring: languageQuery, response: { 200: supportOrderSchema } } },
    async (request) =>
      cabinetSupport.order(contextOf(request, request.query.language), request.params.number),
  );

  app.post(
    '/api/cabinet/support/orders/:number/resend',
    { schema: { params: orderParams, response: { 200: supportOrderSchema } } },
    async (request) => cabinetSupport.resend(contextOf(request), request.params.number),
  );

  app.post(
    '/api/cabinet/support/orders/:number/refund',
    { schema: { params: orderParams, body: cabinetRefundSchema, response: { 200: supportOrderSchema } } },
    async (request) => cabinetSupport.refund(contextOf(request), request.params.number, request.body),
  );
};
