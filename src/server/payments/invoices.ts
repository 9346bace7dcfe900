import { PAYMENT_WINDOW_MINUTES } from '../../shared/constants.js';
import type { InvoicePayer, OrderPayment } from '../../shared/schemas/payments.js';
import type { OrderRow, PaymentRow } from './payments.repo.js';

/*
 * The invoice of an order paid by bank details (SPEC §9, ADR 019): a payment by that method carries the
 * payer it is made out to. The order's invoice is its newest such payment's; its number is the order's,
 * its date the payment's. A cancelled order has none: it must not be paid.
 */

export type InvoicedPayment = PaymentRow & { invoicePayer: InvoicePayer };

/** The payment whose invoice the order has (payments newest first), or null. */
export function invoiceOf(order: Pick<OrderRow, 'status'>, payments: PaymentRow[]): InvoicedPayment | null {
  if (order.status === 'cancelled') return null;
  const payment = payments.find((p) => p.method === 'bank-details' && p.invoicePayer !== null);
  return payment ? (payment as InvoicedPayment) : null;
}

/** The invoice as the payment step shows it. */
export function invoiceView(payment: InvoicedPayment | null): OrderPayment['invoice'] {
  if (!payment) return null;
  const { name, inn, kpp, address } = payment.invoicePayer;
  return {
    payer: { name, inn, kpp, address },
    issuedAt: payment.createdAt.toISOString(),
    paymentUrl: payment.status === 'pending' ? payment.confirmationUrl : null,
  };
}

/**
 * When the invoice is due: the end of the order's payment window while it awaits payment (a later payment
 * completes it only if places are still free, DESIGN §5); for an order past that, the window the invoice
 * was made out in.
 */
export function invoiceDueAt(order: Pick<OrderRow, 'status' | 'expiresAt'>, payment: PaymentRow): Date {
  if (order.status === 'awaiting-payment' && order.expiresAt) return order.expiresAt;
  return new Date(payment.createdAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
}

/** Whether two payers are the same (jsonb keeps its own key order, so field by field). */
export function samePayer(a: InvoicePayer | null, b: InvoicePayer): boolean {
  return a !== null && a.name === b.name && a.inn === b.inn && a.kpp === b.kpp && a.address === b.address;
}
