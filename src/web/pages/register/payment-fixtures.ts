import type { OrderPayment, Payment, PaymentMethod } from '../../../shared/schemas/payments.js';
import { orderIn, orderPayment, success } from './register-fixtures.js';

/** Test fixtures of the payment screens: SL-000042 (3 000 ₽) of Белые ночи, 10 км, in its states. */

export const ORDER_NUMBER = 'SL-000042';
export const PAYMENT_STEP_PATH = `/white-nights/10k/register/payment?order=${ORDER_NUMBER}`;
export const RESULT_PATH = `/white-nights/10k/register/success?order=${ORDER_NUMBER}`;
export const PAYMENT_URL = `/api/payments/orders/${ORDER_NUMBER}`;

const MINUTE = 60_000;
const rub = (amount: number) => ({ amount, currency: 'RUB' });
const iso = (ms: number) => new Date(ms).toISOString();

/** SPEC §9's methods, in its order. */
export const ALL_METHODS: PaymentMethod[] = [
  'card',
  'qr',
  'bank-transfer',
  'bank-details',
  'fps',
  'installments',
  'paypal',
  'erip',
  'express',
  'uzcard',
  'alfa-fps',
];

/**
 * The order awaiting payment by the server's clock of now (the device's), its window ending in
 * `leftMs`; nothing paid or tried yet.
 */
export function awaitingPayment(leftMs = 15 * MINUTE, overrides: Partial<OrderPayment> = {}): OrderPayment {
  const now = Date.now();
  const payment = orderPayment(success(orderIn('awaiting-payment')), {
    now: iso(now),
    methods: ['card', 'qr', 'fps'],
    ...overrides,
  });
  return { ...payment, order: { ...payment.order, expiresAt: iso(now + leftMs) } };
}

/** The order in another state, by the server's clock of now. */
export function orderInState(
  status: OrderPayment['order']['status'],
  overrides: Partial<OrderPayment> = {},
): OrderPayment {
  const base = awaitingPayment(15 * MINUTE, overrides);
  const paid = status === 'paid' || status === 'partly-paid' || status === 'refunded';
  return {
    ...base,
    order: {
      ...base.order,
      status,
      expiresAt: status === 'awaiting-payment' ? base.order.expiresAt : null,
      due: status === 'expired' ? base.order.total : rub(0),
      paidAt: paid ? base.now : null,
      refunded: status === 'refunded' ? base.order.total : rub(0),
    },
    methods: status === 'expired' ? base.methods : [],
  };
}

/** A payment of the order, its status last changed `minutesAgo` before the server's `now`. */
export function paymentOf(
  order: OrderPayment,
  status: Payment['status'],
  method: PaymentMethod = 'card',
  minutesAgo = 0,
): Payment {
  const at = iso(Date.parse(order.now) - minutesAgo * MINUTE);
  return {
    id: `pay-${status}`,
    method,
    status,
    amount: order.order.total,
    refunded: rub(0),
    part: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The installments offered for 3 000 ₽: 100 ₽ off, four parts of 725 ₽ from 1 March 2030, every 2 weeks. */
export function offeredInstallments(): NonNullable<OrderPayment['installments']> {
  const start = Date.parse('2030-03-01T09:00:00.000Z');
  return {
    discount: rub(10_000),
    total: rub(290_000),
    schedule: [0, 1, 2, 3].map((i) => ({
      part: i + 1,
      dueAt: iso(start + i * 14 * 24 * 60 * MINUTE),
      amount: rub(72_500),
      paid: false,
    })),
  };
}
