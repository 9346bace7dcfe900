import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SandboxPayment } from '../../shared/schemas/payments.js';
import { paymentMethodSchema } from '../../shared/schemas/payments.js';
import type { Db } from '../db/client.js';
import { sandboxPayments } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { PaymentProvider, ProviderPayment, VerifiedNotification } from './provider.js';

/*
 * The built-in sandbox provider (DESIGN §6; default in development and tests): a provider that lives in
 * this app, with its own book (`sandbox_payments`), a hosted page where the payer picks the outcome of a
 * payment by any of SPEC §9's methods, HMAC-signed notifications and refunds. Everything the payments
 * service does with it, it does with a real provider too: it only ever sees the `PaymentProvider` side.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** What the sandbox posts to `/api/payments/notifications/sandbox`. */
const notificationSchema = z.object({
  eventId: z.string().min(1).max(100),
  paymentId: z.string().uuid(),
});

export type SandboxOutcome = 'success' | 'decline' | 'abandon';

export interface SandboxProvider extends PaymentProvider {
  /** The hosted page's view of a payment; null when the sandbox has no such payment. */
  page(id: string): Promise<SandboxPayment | null>;
  /** The payer's choice on the hosted page: the payment's new state and the notification to deliver. */
  settle(
    id: string,
    outcome: SandboxOutcome,
  ): Promise<{ returnUrl: string; notification: SignedNotification } | null>;
}

export interface SignedNotification {
  body: string;
  headers: Record<string, string>;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function asProviderPayment(row: SandboxRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    paymentId: row.metadata['paymentId'] ?? null,
    confirmationUrl: row.status === 'pending' ? confirmationUrlOf(row) : null,
  };
}

function confirmationUrlOf(row: SandboxRow): string {
  return `${new URL(row.returnUrl).origin}/payments/sandbox/${row.id}`;
}

/** A link a bank app opens from the QR code (the Faster Payments System's qr.nspk.ru form, sandboxed). */
function qrPayloadOf(row: SandboxRow): string | null {
  if (row.method !== 'qr' && row.method !== 'fps' && row.method !== 'alfa-fps') return null;
  const rubles = (row.amount / 100).toFixed(2);
  return `https://qr.nspk.ru/SANDBOX${row.id.replaceAll('-', '').slice(0, 24).toUpperCase()}?type=02&sum=${row.amount}&cur=${row.currency}&crc=${rubles}`;
}

export function createSandboxProvider(db: Db, options: { secret: string }): SandboxProvider {
  const { secret } = options;
  const byId = async (id: string) => {
    if (!z.string().uuid().safeParse(id).success) return null;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  };

  return {
    name: 'sandbox',

    async createPayment(input) {
      // the same key is the same payment: a second call answers the first one's payment
      await db
        .insert(sandboxPayments)
        .values({
          idempotencyKey: input.idempotencyKey,
          amount: input.amount.amount,
          currency: input.amount.currency,
          method: input.method,
          description: input.description,
          metadata: input.metadata,
          returnUrl: input.returnUrl,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('sandbox: the payment was not stored');
      return asProviderPayment(row);
    },

    async fetchPayment(providerPaymentId) {
      const row = await byId(providerPaymentId);
      if (!row) throw new DomainError('NOT_FOUND');
      return asProviderPayment(row);
    },

    async verifyNotification({ headers, body }): Promise<VerifiedNotification | null> {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (!signature || !sameSignature(signature, sign(secret, body))) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return null;
      }
      const notification = notificationSchema.safeParse(parsed);
      if (!notification.success) return null;
      const row = await byId(notification.data.paymentId);
      if (!row) return null;
      // the payment as the sandbox's book has it now, not as the notification said
      return { eventId: notification.data.eventId, payment: asProviderPayment(row) };
    },

    async refund({ providerPaymentId, amount }) {
      const rows = await db
        .update(sandboxPayments)
        .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount.amount}` })
        .where(
          sql`${sandboxPayments.id} = ${providerPaymentId} and ${sandboxPayments.status} = 'succeeded'
            and ${sandboxPayments.refundedAmount} + ${amount.amount} <= ${sandboxPayments.amount}`,
        )
        .returning({ id: sandboxPayments.id });
      if (rows.length === 0) throw new DomainError('REFUND_NOT_POSSIBLE');
      return { id: randomUUID(), status: 'succeeded', amount };
    },

    async page(id) {
      const row = await byId(id);
      if (!row) return null;
      return {
        id: row.id,
        method: paymentMethodSchema.parse(row.method),
        amount: { amount: row.amount, currency: row.currency },
        description: row.description,
        status: row.status === 'canceled' ? (row.abandonedAt ? 'abandoned' : 'declined') : row.status,
        qrPayload: qrPayloadOf(row),
        returnUrl: row.returnUrl,
      };
    },

    async settle(id, outcome) {
      const row = await byId(id);
      if (!row) return null;
      if (row.status === 'pending') {
        await db
          .update(sandboxPayments)
          .set(
            outcome === 'success'
              ? { status: 'succeeded' }
              : outcome === 'decline'
                ? { status: 'canceled' }
                : { status: 'canceled', abandonedAt: new Date() },
          )
          .where(sql`${sandboxPayments.id} = ${id} and ${sandboxPayments.status} = 'pending'`);
      }
      const body = JSON.stringify({ eventId: randomUUID(), paymentId: row.id });
      return {
        returnUrl: row.returnUrl,
        notification: { body, headers: { [SANDBOX_SIGNATURE_HEADER]: sign(secret, body) } },
      };
    },
  };
}
