import type { OrderStatus } from '../schemas/account.js';

/*
 * SPEC §4's order states and the one place that says which transitions exist (issue 16, ADR 018). Every
 * change of an order's status goes through `transition` and is recorded with who and why.
 *
 *   awaiting-payment → paid          the payment succeeded
 *   awaiting-payment → partly-paid   the first installment succeeded
 *   awaiting-payment → expired       the 20-minute window ended (its places are free again)
 *   awaiting-payment → cancelled     the participant cancelled before paying
 *   awaiting-payment → cancelled     the organizer cancelled its last entry in the cabinet (ADR 026)
 *   partly-paid      → paid          the last installment succeeded
 *   partly-paid      → refunded      the organizer or support refunded what was paid
 *   paid             → refunded      the organizer or support refunded it in full
 *   expired          → awaiting-payment   repeat payment: the places are held again
 *   expired          → paid          a late payment, and a place was still free
 */
export type OrderEvent =
  | 'payment-succeeded'
  | 'installment-paid'
  | 'last-installment-paid'
  | 'window-ended'
  | 'cancelled-by-payer'
  | 'cancelled-by-organizer'
  | 'repeat-payment'
  | 'late-payment-placed'
  | 'refunded-in-full';

const TRANSITIONS: Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>> = {
  'payment-succeeded': { 'awaiting-payment': 'paid' },
  'installment-paid': { 'awaiting-payment': 'partly-paid' },
  'last-installment-paid': { 'partly-paid': 'paid', 'awaiting-payment': 'paid' },
  'window-ended': { 'awaiting-payment': 'expired' },
  'cancelled-by-payer': { 'awaiting-payment': 'cancelled' },
  'cancelled-by-organizer': { 'awaiting-payment': 'cancelled' },
  'repeat-payment': { expired: 'awaiting-payment' },
  'late-payment-placed': { expired: 'paid' },
  'refunded-in-full': { paid: 'refunded', 'partly-paid': 'refunded' },
};

/** The status an event takes an order to, or null when the event is not allowed in that status. */
export function transition(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[event][from] ?? null;
}

/** Statuses in which the order holds its places or has them (the registrations count). */
export function holdsPlaces(status: OrderStatus): boolean {
  return status === 'awaiting-payment' || status === 'partly-paid' || status === 'paid';
}

/** Statuses a payment can be started in (an expired order first asks for a repeat payment). */
export function isPayable(status: OrderStatus): boolean {
  return status === 'awaiting-payment' || status === 'partly-paid';
}

/** Statuses with money received that a refund may return. */
export function isRefundable(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partly-paid';
}
