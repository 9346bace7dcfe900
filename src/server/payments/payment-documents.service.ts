import type { Language } from '../../shared/constants.js';
import { can } from '../../shared/domain/cabinet-permissions.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { renderInvoicePdf, type InvoiceDocument } from './documents/invoice-pdf.js';
import { documentFileNames, installmentLine, paymentLabel, refundLabel } from './documents/payment-labels.js';
import type { DocumentLine } from './documents/pdf-format.js';
import { renderReceiptPdf, type ReceiptDocument } from './documents/receipt-pdf.js';
import { invoiceDueAt, invoiceOf } from './invoices.js';
import { staffRoleOn } from './order-access.js';
import { createPaymentDocumentsRepo } from './payment-documents.repo.js';
import { createPaymentsRepo, type OrderRow } from './payments.repo.js';

/*
 * An order's documents (issue 16, ADR 019): the receipt of what was paid (and refunded), and the invoice
 * of a payment by bank details, as PDFs in the reader's language, for the order's payer and for the staff
 * who may see it (order-access.ts); to anyone else the order is unknown (404). Drawing one costs about
 * 15 ms of CPU on the event loop, so each reader may ask for DOCUMENTS_PER_MINUTE a minute; the data is
 * read in one tenant transaction and the PDF drawn after it, with no connection held.
 */

export const DOCUMENTS_PER_MINUTE = 20;

export interface PdfFile {
  pdf: Buffer;
  /** The file name: ASCII, and in the reader's language (Content-Disposition's `filename*`). */
  fileName: { ascii: string; localized: string };
}

const nameIn = (lang: Language, row: { nameRu: string; nameEn: string | null }) =>
  lang === 'en' && row.nameEn ? row.nameEn : row.nameRu;

const paidStatuses = new Set(['succeeded', 'refunded']);

export function createPaymentDocuments(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;

  /** The order as its reader may see it, with what both documents print; the reader's hit counted first. */
  async function read(ctx: RequestContext, number: string, ownerId?: number) {
    const user = signedInUser(ctx);
    await limiter.take([
      {
        bucket: `payment-documents:${ctx.tenant.id}:${user.id}`,
        limit: DOCUMENTS_PER_MINUTE,
        windowMs: 60_000,
        error: 'RATE_LIMITED',
      },
    ]);
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, ctx.tenant.id);
      const documents = createPaymentDocumentsRepo(tx, ctx.tenant.id);
      const order = (await repo.orderOfUser(number, ownerId ?? userIdOf(user))) ?? (await staffOrder());
      if (!order) throw new DomainError('NOT_FOUND');
      const registrations = createRegistrationRepo(tx, ctx.tenant.id);
      const [payments, context, lines, refunds] = await Promise.all([
        repo.paymentsOf(order.id),
        documents.documentContext(order),
        registrations.linesOfOrder(order.id),
        documents.refundsMade(order.id),
      ]);
      if (!context) throw new DomainError('NOT_FOUND');
      return { order, payments, context, lines, refunds };

      async function staffOrder(): Promise<OrderRow | null> {
        const other = await repo.orderOfUser(number);
        return other && can(await staffRoleOn(repo, ctx, other), 'orders.view') ? other : null;
      }
    });
  }

  type Read = Awaited<ReturnType<typeof read>>;

  const money = (order: OrderRow, amount: number) => ({ amount, currency: order.currency });

  function common(ctx: RequestContext, { order, context, lines }: Read) {
    const lang = ctx.language;
    return {
      language: lang,
      site: ctx.tenant.name,
      orderNumber: order.number,
      timeZone: context.event.timeZone,
      event: { name: nameIn(lang, context.event), startsAt: context.event.startsAt },
      lines: lines.map<DocumentLine>((line) => ({
        name: line.name,
        count: line.count,
        price: money(order, line.priceAmount),
      })),
      // orders from before the pricing columns carry their total only
      full: money(order, order.fullAmount || order.totalAmount),
      promoCode: context.promoCode,
    };
  }

  return {
    /** GET …/receipt.pdf: what was paid for the order, how and when, and what was refunded. */
    async receipt(ctx: RequestContext, number: string): Promise<PdfFile> {
      const data = await read(ctx, number);
      const { order, payments, context, refunds } = data;
      const lang = ctx.language;
      const paid = payments.filter((p) => paidStatuses.has(p.status)).reverse();
      if (paid.length === 0) throw new DomainError('RECEIPT_NOT_AVAILABLE');
      const paidAt = (p: (typeof paid)[number]) => p.succeededAt ?? p.updatedAt;
      const { full, ...base } = common(ctx, data);
      const person = context.person;
      const name = person ? [person.lastName, person.firstName, person.patronymic].join(' ').trim() : '';
      const document: ReceiptDocument = {
        ...base,
        paidAt: order.paidAt ?? paidAt(paid[paid.length - 1]!),
        payer: { name: name || context.email, email: context.email },
        amounts: {
          full,
          discount: money(order, order.discountAmount),
          commission: money(order, order.commissionAmount),
          total: money(order, order.totalAmount),
          paid: money(
            order,
            paid.reduce((sum, p) => sum + p.amount, 0),
          ),
          refunded: money(
            order,
            payments.reduce((sum, p) => sum + p.refundedAmount, 0),
          ),
        },
        payments: [
          ...paid.map((p) => ({
            method: paymentLabel(p.method, p.part, lang),
            amount: money(order, p.amount),
            paidAt: paidAt(p),
          })),
          ...refunds.map((r) => ({
            method: refundLabel(lang),
            amount: money(order, -r.amount),
            paidAt: r.at,
          })),
        ],
        organizer: context.organizer,
      };
      return {
        pdf: await renderReceiptPdf(document),
        fileName: documentFileNames('receipt', order.number, lang),
      };
    },

    /**
     * GET …/invoice.pdf: the invoice of the order's payment by bank details; `ownerId`: read on the order's
     * placer's behalf (the corporate cabinet, having checked the company, ADR 031).
     */
    async invoice(ctx: RequestContext, number: string, on: { ownerId?: number } = {}): Promise<PdfFile> {
      const data = await read(ctx, number, on.ownerId);
      const { order, payments, context } = data;
      const lang = ctx.language;
      const payment = invoiceOf(order, payments);
      if (!payment || !context.organizer) throw new DomainError('INVOICE_NOT_AVAILABLE');
      const { full, ...base } = common(ctx, data);
      const payer = payment.invoicePayer;
      // an invoice for one installment is for that part alone
      const part = payment.part;
      const document: InvoiceDocument = {
        ...base,
        issuedAt: payment.createdAt,
        dueAt: invoiceDueAt(order, payment),
        supplier: context.organizer,
        payer: { legalName: payer.name, inn: payer.inn, kpp: payer.kpp, address: payer.address },
        ...(part === null
          ? {
              amounts: {
                full,
                discount: money(order, order.discountAmount),
                commission: money(order, order.commissionAmount),
                total: money(order, payment.amount),
              },
            }
          : {
              lines: [
                {
                  name: installmentLine(order.number, part, lang),
                  count: 1,
                  price: money(order, payment.amount),
                },
              ],
              amounts: {
                full: money(order, payment.amount),
                discount: money(order, 0),
                commission: money(order, 0),
                total: money(order, payment.amount),
              },
              promoCode: null,
            }),
      };
      return {
        pdf: await renderInvoicePdf(document),
        fileName: documentFileNames('invoice', order.number, lang),
      };
    },

    /** GET /api/payments/invoices: the numbers of the user's orders that have an invoice. */
    async invoiced(ctx: RequestContext): Promise<string[]> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, (tx) =>
        createPaymentDocumentsRepo(tx, ctx.tenant.id).invoicedOrderNumbers(userIdOf(user)),
      );
    },
  };
}

export type PaymentDocuments = ReturnType<typeof createPaymentDocuments>;
