import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { races } from './races.js';
import { tenants } from './tenants.js';

export const PROMO_PURPOSES = ['discount', 'access'] as const;

/**
 * Promo codes of a tenant (issue 15): a discount (percent or a fixed amount) or access to a race that needs
 * one; for an event, for one race, or (neither) for every event of the tenant. Codes are stored upper-cased.
 * A discount's uses are the orders that carry it while they hold their places (paid, or awaiting payment
 * within the hold), counted under the code's row lock when an order is placed.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    purpose: text('purpose').$type<(typeof PROMO_PURPOSES)[number]>().notNull(),
    eventId: integer('event_id'),
    raceId: integer('race_id'),
    /** A discount: basis points (1 % = 100) or kopecks off, exactly one of them. */
    percentBp: integer('percent_bp'),
    amount: integer('amount'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_tenant_code_unique').on(t.tenantId, t.code),
    unique('promo_codes_id_tenant_unique').on(t.id, t.tenantId),
    index('promo_codes_race_idx').on(t.tenantId, t.raceId),
    check('promo_codes_purpose_check', sql`${t.purpose} in ('discount', 'access')`),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
    check(
      'promo_codes_discount_check',
      sql`(${t.purpose} = 'access' and ${t.percentBp} is null and ${t.amount} is null) or (${t.purpose} = 'discount' and ((${t.percentBp} between 1 and 10000 and ${t.amount} is null) or (${t.amount} > 0 and ${t.percentBp} is null)))`,
    ),
    check('promo_codes_uses_check', sql`${t.maxUses} >= 0 and ${t.maxUsesPerUser} >= 1`),
    foreignKey({
      name: 'promo_codes_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'promo_codes_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }).onDelete('cascade'),
  ],
);

/** A user let into a race that needs an access code (the gate page), by the code given. */
export const raceAccessGrants = pgTable(
  'race_access_grants',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    raceId: integer('race_id').notNull(),
    promoCodeId: integer('promo_code_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.raceId] }),
    foreignKey({
      name: 'race_access_grants_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'race_access_grants_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }).onDelete('cascade'),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
