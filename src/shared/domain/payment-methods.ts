/*
 * The payment methods as plain lists (no zod), so a screen that only names or tells them apart does not
 * load the schemas: shared/schemas/payments.ts builds its schemas from these.
 */

/** SPEC §9's payment methods, in its order. */
export const PAYMENT_METHODS = [
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
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Payments taken in person at the start-pack point (issue 18, ADR 025): recorded, never offered online,
 * so they stay out of PAYMENT_METHODS (the tenants' and events' method lists and the payment step).
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'card-present'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** A recorded payment's method: one of SPEC §9's, or one taken in person. */
export type RecordedPaymentMethod = PaymentMethod | OfflinePaymentMethod;

/** Whether a recorded method is one of the online ones (the payment step offers only those). */
export function isOnlineMethod(method: RecordedPaymentMethod): method is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(method);
}
