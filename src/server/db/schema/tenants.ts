import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../shared/schemas/payments.js';
import type { FeatureFlag } from '../../../shared/schemas/tenant.js';

/** Free-form theme tokens of a tenant (colours, logo); the web side themes by `[data-tenant]`. */
export type TenantTheme = Record<string, string>;

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** default | pionercup | fontanka */
  code: text('code').notNull().unique(),
  /** The organizer id answered as `organizedId`: `rr` for the default tenant. */
  organizerId: text('organizer_id').notNull().unique(),
  name: text('name').notNull(),
  /** Host names (without port) this tenant is served on. */
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  supportEmail: text('support_email').notNull(),
  /** Where sign-in lives; null means this app's own origin serves /login. */
  loginUrl: text('login_url'),
  featureFlags: jsonb('feature_flags')
    .$type<FeatureFlag[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  theme: jsonb('theme')
    .$type<TenantTheme>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  analyticsCounterId: integer('analytics_counter_id'),
  /** The platform's commission in basis points (1 % = 100) where an event sets none (SPEC §9). */
  commissionBp: integer('commission_bp').notNull().default(0),
  /** SPEC §9's methods this tenant takes (an event may take fewer). */
  paymentMethods: text('payment_methods')
    .array()
    .$type<PaymentMethod[]>()
    .notNull()
    .default(
      sql`array['card','qr','bank-transfer','bank-details','fps','installments','paypal','erip','express','uzcard','alfa-fps']::text[]`,
    ),
  /** Who takes this tenant's payments: the built-in sandbox, or YooKassa (its keys from the environment). */
  paymentProvider: text('payment_provider').$type<'sandbox' | 'yookassa'>().notNull().default('sandbox'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
