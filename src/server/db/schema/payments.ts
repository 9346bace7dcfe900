import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/constants.js';
import type { InvoicePayer } from '../../../shared/schemas/payments.js';
import { orders } from './orders.js';

/*
 * Payments of orders (DESIGN §6, ADR 018). A payment row is written before the provider is called; its id
 * is the idempotency key, so a call repeated after a crash creates nothing twice at the provider.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    /** The installment this payment pays (1…4), or null for the whole order. */
    part: integer('part'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    status: text('status')
      .$type<'pending' | 'succeeded' | 'declined' | 'refunded'>()
      .notNull()
      .default('pending'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider said it succeeded (the receipt's date of the payment). */
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** 'bank-details': the legal entity the invoice is made out to (its number is the order's). */
    invoicePayer: jsonb('invoice_payer').$type<InvoicePayer>(),
    /** The payer's language when paying: the mails the provider's word later causes are written in it. */
    language: text('language').$type<Language>().notNull().default('ru'),
  },
  (t) => [
    foreignKey({
      name: 'payments_order_tenant_fk',
      columns: [t.orderId, t.tenantId],
      foreignColumns: [orders.id, orders.tenantId],
    }).onDelete('cascade'),
    index('payments_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    uniqueIndex('payments_provider_id_unique')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'declined', 'refunded')`),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/** Every notification a provider sent, once: unique on the provider's event id, so replays change nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id'),
    body: text('body').notNull(),
    /** What it did: the order's transition, or why nothing. */
    outcome: text('outcome').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event_unique').on(t.provider, t.eventId)],
);

/** SPEC §4's order transitions as they happened: who and why (order-state.ts says which are allowed). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** 'user:12', 'support:3', 'provider:sandbox', 'system:sweeper', … */
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'order_transitions_order_tenant_fk',
      columns: [t.orderId, t.tenantId],
      foreignColumns: [orders.id, orders.tenantId],
    }).onDelete('cascade'),
    index('order_transitions_order_idx').on(t.tenantId, t.orderId, t.createdAt),
  ],
);

/** Refunds of payments; the row's id is the refund's idempotency key at the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** An order's installment plan (SPEC §9): a quarter now, three more every two weeks. */
export const orderInstallments = pgTable(
  'order_installments',
  {
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id').notNull(),
    part: integer('part').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the last reminder of this part was mailed (installment-reminders.ts). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The reminders of this part mailed so far: 1 the one a few days before, 2 the one on the due day. */
    remindersSent: smallint('reminders_sent').notNull().default(0),
    /** The payer's language when the plan was chosen: the reminders' language. */
    language: text('language').$type<Language>().notNull().default('ru'),
  },
  (t) => [
    uniqueIndex('order_installments_part_unique').on(t.tenantId, t.orderId, t.part),
    foreignKey({
      name: 'order_installments_order_tenant_fk',
      columns: [t.orderId, t.tenantId],
      foreignColumns: [orders.id, orders.tenantId],
    }).onDelete('cascade'),
    index('order_installments_due_idx')
      .on(t.dueAt)
      .where(sql`${t.paidAt} is null`),
    check('order_installments_reminders_check', sql`${t.remindersSent} between 0 and 2`),
    check('order_installments_language_check', sql`${t.language} in ('ru', 'en')`),
  ],
);

/**
 * The built-in sandbox provider's own book (DESIGN §6): what a real provider keeps on its side. Bound to no
 * tenant's row-level security: a provider knows payments by their ids, and so does its hosted page.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'canceled'>().notNull().default('pending'),
    /** Set when the payer left without paying (the payment stays pending until it is canceled). */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payments_idempotency_unique').on(t.idempotencyKey)],
);
