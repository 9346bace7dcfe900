import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  corpBookedSchema,
  corpBookingSchema,
  corpOrderSchema,
  corpOrdersSchema,
  corpPaymentStartedSchema,
  corpPaySchema,
  corpPlaceLinkSchema,
  corpRaceChoiceSchema,
  corpRacesQuerySchema,
  corpRacesSchema,
} from '../../shared/schemas/corp-registrations.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { contextOf } from '../http/request-context.js';
import { sendPdf } from '../payments/payment-documents.routes.js';
import type { Services } from '../services.js';
import { companyParams } from './company-route-params.js';

const base = '/api/corp/companies/:companyId/registrations';
const raceParams = companyParams.extend({ raceId: rowIdSchema });
const orderParams = companyParams.extend({ number: z.string().min(1).max(40) });
const placeParams = orderParams.extend({ placeId: rowIdSchema });

/** A company's bulk registrations and their payment (shared/schemas/corp-registrations.ts, issue 19 item 7). */
export const corpRegistrationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { registrations } = services.corp;
  requireSignedIn(app);

  app.get(base, { schema: { params: companyParams, response: { 200: corpOrdersSchema } } }, async (request) =>
    registrations.orders(contextOf(request), request.params.companyId),
  );

  app.get(
    `${base}/races`,
    {
      schema: {
        params: companyParams,
        querystring: corpRacesQuerySchema,
        response: { 200: corpRacesSchema },
      },
    },
    async (request) => registrations.races(contextOf(request), request.params.companyId, request.query.q),
  );

  app.get(
    `${base}/races/:raceId`,
    {
      schema: {
        params: raceParams,
        querystring: corpRacesQuerySchema,
        response: { 200: corpRaceChoiceSchema },
      },
    },
    async (request) =>
      registrations.raceChoice(
        contextOf(request),
        request.params.companyId,
        request.params.raceId,
        request.query.q,
      ),
  );

  app.post(
    base,
    { schema: { params: companyParams, body: corpBookingSchema, response: { 201: corpBookedSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registrations.book(contextOf(request), request.params.companyId, request.body)),
  );

  app.get(
    `${base}/:number`,
    { schema: { params: orderParams, response: { 200: corpOrderSchema } } },
    async (request) =>
      registrations.order(contextOf(request), request.params.companyId, request.params.number),
  );

  app.post(
    `${base}/:number/pay`,
    { schema: { params: orderParams, body: corpPaySchema, response: { 201: corpPaymentStartedSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await registrations.pay(
            contextOf(request),
            request.params.companyId,
            request.params.number,
            request.body,
          ),
        ),
  );

  app.get(`${base}/:number/invoice.pdf`, { schema: { params: orderParams } }, async (request, reply) =>
    sendPdf(
      reply,
      await registrations.invoice(contextOf(request), request.params.companyId, request.params.number),
    ),
  );

  app.post(
    `${base}/:number/places/:placeId/link`,
    { schema: { params: placeParams, response: { 201: corpPlaceLinkSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await registrations.relink(
            contextOf(request),
            request.params.companyId,
            request.params.number,
            request.params.placeId,
          ),
        ),
  );
};
