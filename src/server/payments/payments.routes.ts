import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderPaymentSchema,
  paymentStartedSchema,
  payRequestSchema,
  refundRequestSchema,
  sandboxOutcomeAnswerSchema,
  sandboxOutcomeSchema,
  sandboxPaymentSchema,
} from '../../shared/schemas/payments.js';
import { DomainError } from '../domain-error.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { paymentDocumentsRoutes } from './payment-documents.routes.js';

const orderParams = z.object({ number: z.string().min(1).max(40) });
const sandboxParams = z.object({ paymentId: z.string().min(1).max(64) });
const providerParams = z.object({ provider: z.string().min(1).max(40) });

/** The payment calls (shared/schemas/payments.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments, sandbox } = services;
  await app.register(paymentDocumentsRoutes, { documents: payments.documents });

  app.get(
    '/api/payments/orders/:number',
    { schema: { params: orderParams, response: { 200: orderPaymentSchema } } },
    async (request) => payments.show(contextOf(request), request.params.number),
  );

  app.post(
    '/api/payments/orders/:number/pay',
    { schema: { params: orderParams, body: payRequestSchema, response: { 201: paymentStartedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await payments.pay(contextOf(request), request.params.number, request.body)),
  );

  app.post(
    '/api/payments/orders/:number/repeat',
    { schema: { params: orderParams, response: { 200: orderPaymentSchema } } },
    async (request) => payments.repeat(contextOf(request), request.params.number),
  );

  app.post(
    '/api/payments/orders/:number/cancel',
    { schema: { params: orderParams, response: { 200: orderPaymentSchema } } },
    async (request) => payments.cancel(contextOf(request), request.params.number),
  );

  app.post(
    '/api/payments/orders/:number/refund',
    { schema: { params: orderParams, body: refundRequestSchema, response: { 200: orderPaymentSchema } } },
    async (request) => payments.refund(contextOf(request), request.params.number, request.body),
  );

  // the sandbox provider's hosted page: a payment is known by its unguessable id, as at a real provider
  app.get(
    '/api/payments/sandbox/:paymentId',
    { schema: { params: sandboxParams, response: { 200: sandboxPaymentSchema } } },
    async (request) => {
      const page = await sandbox.page(request.params.paymentId);
      if (!page) throw new DomainError('NOT_FOUND');
      return page;
    },
  );

  app.post(
    '/api/payments/sandbox/:paymentId',
    {
      schema: {
        params: sandboxParams,
        body: sandboxOutcomeSchema,
        response: { 200: sandboxOutcomeAnswerSchema },
      },
    },
    async (request) => {
      const settled = await sandbox.settle(request.params.paymentId, request.body.outcome);
      if (!settled) throw new DomainError('NOT_FOUND');
      // the sandbox notifies this app as a provider would: a signed POST to the notification address
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/notifications/sandbox',
        headers: {
          host: request.headers.host ?? 'localhost',
          'content-type': 'application/json',
          ...settled.notification.headers,
        },
        payload: settled.notification.body,
      });
      if (delivered.statusCode >= 400) {
        request.log.error({ status: delivered.statusCode }, 'the sandbox notification was not taken');
      }
      return { returnUrl: settled.returnUrl };
    },
  );

  // providers' notifications: read as the text they were signed as
  await app.register(async (notifications) => {
    notifications.removeContentTypeParser('application/json');
    notifications.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    notifications.post('/api/payments/notifications/:provider', async (request, reply) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name] = Array.isArray(value) ? value.join(',') : value;
      }
      const body = typeof request.body === 'string' ? request.body : '';
      const params = providerParams.safeParse(request.params);
      if (!params.success) throw new DomainError('NOT_FOUND');
      await payments.notify(contextOf(request), params.data.provider, { headers, body });
      return reply.code(200).send({ ok: true });
    });
  });
};
