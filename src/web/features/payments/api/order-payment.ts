import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPayment } from '../../../../shared/schemas/payments.js';
import { get, post } from '../../../lib/http.js';
import { paymentKeys } from './payment-keys.js';

/*
 * An order's payment (src/shared/schemas/payments.ts):
 *   GET  /api/payments/orders/:number          the payment step and the result pages
 *   POST /api/payments/orders/:number/repeat   an expired order holds its places again (409 LIMIT_REACHED)
 *   POST /api/payments/orders/:number/cancel   the participant cancels an unpaid order
 *   GET  /api/payments/invoices                 the numbers of the user's orders with an invoice
 */

export const orderPaymentUrl = (number: string) => `/api/payments/orders/${encodeURIComponent(number)}`;

/** The receipt of a paid order, a PDF the browser downloads. */
export const receiptUrl = (number: string) => `${orderPaymentUrl(number)}/receipt.pdf`;

/** The invoice of an order paid by bank details, a PDF the browser downloads. */
export const invoiceUrl = (number: string) => `${orderPaymentUrl(number)}/invoice.pdf`;

/** The answer when it has the parts the screens read; anything else (an HTML page, a proxy's text) fails. */
export function orderPaymentOf(answer: unknown): OrderPayment {
  const parts = ['order', 'event', 'race', 'methods', 'payments', 'support', 'now'];
  if (typeof answer !== 'object' || answer === null || parts.some((part) => !(part in answer))) {
    throw new Error('Unexpected answer');
  }
  return answer as OrderPayment;
}

export function orderPaymentQueryOptions(number: string) {
  return queryOptions({
    // the screens show their own message with a way on
    meta: { quietErrors: true },
    queryKey: paymentKeys.order(number),
    queryFn: async ({ signal }) => orderPaymentOf(await get<unknown>(orderPaymentUrl(number), { signal })),
  });
}

/** How soon to read the order's payment again after an answer (received at device ms), or not at all. */
export type PaymentPoll = (payment: OrderPayment, receivedAt: number) => number | false;

/** The order's payment, read while `number` is known; `poll` reads it again while it says so. */
export function useOrderPayment(number: string | null, poll?: PaymentPoll) {
  return useQuery({
    ...orderPaymentQueryOptions(number ?? ''),
    enabled: Boolean(number),
    refetchInterval: poll
      ? (query) => (query.state.data ? poll(query.state.data, query.state.dataUpdatedAt) : false)
      : undefined,
  });
}

/** POST …/repeat: the order with a new payment window, kept as the order's payment. */
export function useRepeatPayment(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => orderPaymentOf(await post<unknown>(`${orderPaymentUrl(number)}/repeat`)),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.order(number), payment),
  });
}

/** POST …/cancel: the order cancelled, kept as the order's payment. */
export function useCancelOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => orderPaymentOf(await post<unknown>(`${orderPaymentUrl(number)}/cancel`)),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.order(number), payment),
  });
}

/** The numbers of the user's orders that have an invoice (My orders offers its download), as a set. */
export function useInvoicedOrders(enabled = true) {
  return useQuery({
    meta: { quietErrors: true },
    queryKey: paymentKeys.invoiced,
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await get<{ numbers?: unknown }>('/api/payments/invoices', { signal });
      const numbers = Array.isArray(answer.numbers)
        ? answer.numbers.filter((n) => typeof n === 'string')
        : [];
      return new Set<string>(numbers);
    },
  });
}
