import { STUCK_ORDER_HELP_HOURS } from '../../../shared/constants.js';
import type { Money } from '../../../shared/schemas/money.js';
import type { OrderPayment, Payment, PaymentMethod } from '../../../shared/schemas/payments.js';

/*
 * What the payment screens show for an order's payment (SPEC §4: choose method, pay, awaiting payment,
 * checking, success, error, time expired). Times are the server's: its `now` when it answered, moved on
 * by the device's clock since (`receivedAt`, `deviceNow` are device milliseconds), so a device whose
 * clock is off still counts the 20-minute window right.
 */

/** SPEC §9: a payment whose status has not changed within an hour: the payer is told to contact support. */
export const STUCK_AFTER_MS = STUCK_ORDER_HELP_HOURS * 60 * 60 * 1000;
/** How often a payment being checked is asked about again. */
export const CHECK_EVERY_MS = 2000;

/** The server's clock at device time `deviceNow`. */
export function serverNow(payment: Pick<OrderPayment, 'now'>, receivedAt: number, deviceNow: number): number {
  return Date.parse(payment.now) + Math.max(0, deviceNow - receivedAt);
}

/** What is left of the payment window, in ms (0 once it ended); null when the order has no window. */
export function remainingMs(payment: OrderPayment, receivedAt: number, deviceNow: number): number | null {
  const { status, expiresAt } = payment.order;
  if (status !== 'awaiting-payment' || !expiresAt) return null;
  return Math.max(0, Date.parse(expiresAt) - serverNow(payment, receivedAt, deviceNow));
}

/** 1 182 000 ms → «19:42»; an hour or more → «1:00:00». Seconds round up: «0:00» only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * The state of an order's payment on the result pages:
 * - checking: its newest payment is pending (the payer just came back from the provider); stuck when
 *   that has lasted more than an hour;
 * - invoiced: its newest payment is an invoice by bank details, not paid yet: the payer's bank pays it
 *   within the window (nothing to check every 2 s, nor to ask support about after an hour);
 * - success: paid, or partly paid (installments);
 * - error: awaiting payment and the newest payment declined (or was abandoned);
 * - expired: its window ended (also when the server has not marked it yet);
 * - unpaid: awaiting payment, nothing paid or tried yet;
 * - cancelled, refunded.
 */
export type PaymentResult =
  | { kind: 'checking' | 'stuck' | 'error' | 'invoiced'; payment: Payment }
  | { kind: 'success' | 'unpaid' | 'expired' | 'cancelled' | 'refunded' };

export function paymentResultOf(payment: OrderPayment, receivedAt: number, deviceNow: number): PaymentResult {
  const { status } = payment.order;
  if (status === 'expired' || status === 'cancelled' || status === 'refunded') return { kind: status };
  if (status === 'paid') return { kind: 'success' };
  const newest = payment.payments[0];
  if (newest?.status === 'pending' && newest.method === 'bank-details' && status === 'awaiting-payment') {
    return remainingMs(payment, receivedAt, deviceNow) === 0
      ? { kind: 'expired' }
      : { kind: 'invoiced', payment: newest };
  }
  if (newest?.status === 'pending') {
    const unchanged = serverNow(payment, receivedAt, deviceNow) - Date.parse(newest.updatedAt);
    return { kind: unchanged > STUCK_AFTER_MS ? 'stuck' : 'checking', payment: newest };
  }
  if (status === 'partly-paid') return { kind: 'success' };
  if (remainingMs(payment, receivedAt, deviceNow) === 0) return { kind: 'expired' };
  if (newest?.status === 'declined') return { kind: 'error', payment: newest };
  return { kind: 'unpaid' };
}

/** The polling of the result pages: every 2 s while a payment is checked, then never. */
export function checkAgainIn(payment: OrderPayment, receivedAt: number, deviceNow: number): number | false {
  return paymentResultOf(payment, receivedAt, deviceNow).kind === 'checking' ? CHECK_EVERY_MS : false;
}

/**
 * Whether the order is paid in installments already (its plan chosen: a payment of a part was made or
 * tried): every next payment, by any method, pays the next part.
 */
export function installmentsChosen(payment: OrderPayment): boolean {
  return (
    payment.installments !== null &&
    (payment.order.status === 'partly-paid' || payment.payments.some((p) => p.part !== null))
  );
}

/** The first installment not paid yet. */
export function nextInstallment(payment: OrderPayment) {
  return payment.installments?.schedule.find((part) => !part.paid) ?? null;
}

/** What paying now with `method` charges: the next installment, or what is due of the order. */
export function amountDueNow(payment: OrderPayment, method: PaymentMethod | null): Money {
  if (payment.installments && (method === 'installments' || installmentsChosen(payment))) {
    const next = nextInstallment(payment);
    if (next) return next.amount;
  }
  return payment.order.due;
}

/** What has been paid of an installment plan. */
export function paidOfPlan(payment: OrderPayment): Money | null {
  const plan = payment.installments;
  if (!plan) return null;
  const amount = plan.schedule.filter((part) => part.paid).reduce((sum, part) => sum + part.amount.amount, 0);
  return { amount, currency: plan.total.currency };
}
