import type { Money } from '../../shared/schemas/money.js';
import type { PaymentMethod } from '../../shared/schemas/payments.js';

/*
 * DESIGN §6: every payment provider behind one interface. The payments service calls it outside its own
 * transactions (a provider is a remote system), with an idempotency key that comes from our payment row,
 * so a call repeated after a crash or a second click creates nothing twice at the provider.
 */

/** A line of the 54-FZ receipt the payer consented to (the order's lines). */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** Per unit, kopecks. */
  amount: Money;
  /** 'service' for entries, insurance and services; 'commodity' for goods. */
  subject: 'service' | 'commodity';
}

export interface CreatePaymentInput {
  /** Our payment row's key: the same key twice is the same payment at the provider. */
  idempotencyKey: string;
  amount: Money;
  method: PaymentMethod;
  description: string;
  /** Where the provider sends the payer back (our result page). */
  returnUrl: string;
  /** Our ids, echoed back in notifications and fetches. */
  metadata: { paymentId: string; orderNumber: string; tenant: string };
  receipt: { email: string; lines: ReceiptLine[] };
}

/** The provider's view of a payment, as a fetch or a verified notification gives it. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderPayment {
  /** The provider's own id. */
  id: string;
  status: ProviderPaymentStatus;
  amount: Money;
  /** Our payment row id, from the metadata we gave. */
  paymentId: string | null;
  /** Where the payer confirms the payment (a redirect), while pending. */
  confirmationUrl: string | null;
}

/** A notification whose signature (or, for providers without one, a fetch from the provider) was checked. */
export interface VerifiedNotification {
  /** Unique per notification at the provider: the inbox is unique on it, so replays change nothing. */
  eventId: string;
  /** The payment as the provider says it is now. */
  payment: ProviderPayment;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Money;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Checks a notification's origin and reads it; null when it cannot be trusted (a bad signature, an
   * unknown payment): the caller logs it and changes nothing.
   */
  verifyNotification(input: {
    headers: Record<string, string | undefined>;
    body: string;
  }): Promise<VerifiedNotification | null>;
  refund(input: {
    idempotencyKey: string;
    providerPaymentId: string;
    amount: Money;
    reason: string;
  }): Promise<ProviderRefund>;
}
