import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
