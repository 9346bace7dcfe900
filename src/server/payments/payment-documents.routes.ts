import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoicedOrdersSchema } from '../../shared/schemas/payments.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { contextOf } from '../http/request-context.js';
import type { PaymentDocuments, PdfFile } from './payment-documents.service.js';

const orderParams = z.object({ number: z.string().min(1).max(40) });

/** A PDF the browser saves: a personal document, never kept by a cache. */
export function sendPdf(reply: FastifyReply, { pdf, fileName }: PdfFile): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.localized)}`,
    )
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** An order's documents (shared/schemas/payments.ts, ADR 019). */
export const paymentDocumentsRoutes: FastifyPluginAsyncZod<{ documents: PaymentDocuments }> = async (
  app,
  { documents },
) => {
  app.get(
    '/api/payments/orders/:number/receipt.pdf',
    { schema: { params: orderParams } },
    async (request, reply) =>
      sendPdf(reply, await documents.receipt(contextOf(request), request.params.number)),
  );

  app.get(
    '/api/payments/orders/:number/invoice.pdf',
    { schema: { params: orderParams } },
    async (request, reply) =>
      sendPdf(reply, await documents.invoice(contextOf(request), request.params.number)),
  );

  app.get(
    '/api/payments/invoices',
    { schema: { response: { 200: invoicedOrdersSchema } } },
    async (request) => ({ numbers: await documents.invoiced(contextOf(request)) }),
  );
};
