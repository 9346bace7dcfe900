import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import {
  cabinetTaxCertificatesSchema,
  cabinetTaxOrganizersSchema,
  taxCertificateSchema,
  taxDeductionPageSchema,
  taxDeductionRequestSchema,
  taxRequestAnswerSchema,
} from '../../shared/schemas/tax-deduction.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { organizerParams } from '../cabinet/cabinet-route-params.js';
import { contextOf } from '../http/request-context.js';
import { sendPdf } from '../payments/payment-documents.routes.js';
import type { Services } from '../services.js';

const certificateParams = z.object({ id: rowIdSchema });

/** The runner's side of the tax deduction (shared/schemas/tax-deduction.ts, issue 19, ADR 030). */
export const taxDeductionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { taxDeduction } = services;

  app.get('/api/tax-deduction', { schema: { response: { 200: taxDeductionPageSchema } } }, async (request) =>
    taxDeduction.page(contextOf(request)),
  );

  app.post(
    '/api/tax-deduction/requests',
    { schema: { body: taxDeductionRequestSchema, response: { 201: taxRequestAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await taxDeduction.request(contextOf(request), request.body)),
  );

  app.post(
    '/api/tax-deduction/certificates/:id/reissue',
    { schema: { params: certificateParams, response: { 201: taxCertificateSchema } } },
    async (request, reply) =>
      reply.code(201).send(await taxDeduction.reissueOwn(contextOf(request), request.params.id)),
  );

  app.get(
    '/api/tax-deduction/certificates/:id/certificate.pdf',
    { schema: { params: certificateParams } },
    async (request, reply) => sendPdf(reply, await taxDeduction.pdf(contextOf(request), request.params.id)),
  );
};

/** The organizer cabinet's certificates (issue 19): the organizers' overview, one organizer's list, a reissue. */
export const cabinetTaxCertificatesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { taxDeduction } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/tax-certificates',
    { schema: { response: { 200: cabinetTaxOrganizersSchema } } },
    async (request) => taxDeduction.cabinetOrganizers(contextOf(request)),
  );

  app.get(
    '/api/cabinet/organizers/:id/tax-certificates',
    { schema: { params: organizerParams, response: { 200: cabinetTaxCertificatesSchema } } },
    async (request) => taxDeduction.cabinetList(contextOf(request), request.params.id),
  );

  app.post(
    '/api/cabinet/organizers/:id/tax-certificates/:certificateId/reissue',
    {
      schema: {
        params: organizerParams.extend({ certificateId: rowIdSchema }),
        response: { 201: taxCertificateSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await taxDeduction.cabinetReissue(
            contextOf(request),
            request.params.id,
            request.params.certificateId,
          ),
        ),
  );
};
