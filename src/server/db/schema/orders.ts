import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../shared/schemas/account.js';
import { users } from './accounts.js';
import { companies } from './companies.js';
import { events } from './events.js';
import { promoCodes } from './promo-codes.js';
import { races } from './races.js';
import { tenants } from './tenants.js';

export type { OrderStatus } from '../../../shared/schemas/account.js';

/** An order of a signed-in user (registrations and options). Money in kopecks (DESIGN §5). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The account that placed the order; null for one sold at the start-pack point (`soldBy`, ADR 025). */
    userId: integer('user_id'),
    /** Shown to the user and support, unique per tenant. */
    number: text('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting-payment'),
    eventId: integer('event_id'),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    raceId: integer('race_id'),
    /** SPEC §3 payer option. */
    payer: text('payer').$type<'MY_SELF' | 'SPOUSE'>().notNull().default('MY_SELF'),
    /** End of the places' hold while awaiting payment (SPEC §9: 20 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The order's pricing (shared/domain/order-pricing.ts), each in kopecks; total = full − discount + commission. */
    fullAmount: integer('full_amount').notNull().default(0),
    insuranceAmount: integer('insurance_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    commissionAmount: integer('commission_amount').notNull().default(0),
    /** The discount code applied (one per order); its use is counted while the order holds its places. */
    promoCodeId: integer('promo_code_id'),
    /** The operator who registered and took payment at the start-pack point (issue 18, ADR 025). */
    soldBy: integer('sold_by'),
    /** The start-pack point form's idempotency key: a second tap finds this order instead of another. */
    offlineKey: text('offline_key'),
    /**
     * The company that placed and pays the order for its employees (corporate cabinet, ADR 031); its places
     * are held until `expires_at`, which the event's `corporate_hold_days` sets for an invoice.
     */
    companyId: integer('company_id'),
  },
  (t) => [
    uniqueIndex('orders_tenant_number_unique').on(t.tenantId, t.number),
    unique('orders_id_tenant_unique').on(t.id, t.tenantId),
    foreignKey({
      name: 'orders_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }),
    index('orders_user_idx').on(t.tenantId, t.userId, t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting-payment', 'partly-paid', 'paid', 'expired', 'cancelled', 'refunded')`,
    ),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
    check('orders_payer_check', sql`${t.payer} in ('MY_SELF', 'SPOUSE')`),
    check(
      'orders_amounts_check',
      sql`${t.fullAmount} >= 0 and ${t.insuranceAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.commissionAmount} >= 0`,
    ),
    foreignKey({
      name: 'orders_promo_code_tenant_fk',
      columns: [t.promoCodeId, t.tenantId],
      foreignColumns: [promoCodes.id, promoCodes.tenantId],
    }),
    check('orders_buyer_check', sql`${t.userId} is not null or ${t.soldBy} is not null`),
    uniqueIndex('orders_offline_key_unique')
      .on(t.tenantId, t.offlineKey)
      .where(sql`${t.offlineKey} is not null`),
    foreignKey({
      name: 'orders_sold_by_tenant_fk',
      columns: [t.soldBy, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    index('orders_promo_code_idx')
      .on(t.tenantId, t.promoCodeId)
      .where(sql`${t.promoCodeId} is not null`),
    index('orders_awaiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting-payment'`),
    foreignKey({
      name: 'orders_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    foreignKey({
      name: 'orders_company_tenant_fk',
      columns: [t.companyId, t.tenantId],
      foreignColumns: [companies.id, companies.tenantId],
    }),
    index('orders_company_idx')
      .on(t.tenantId, t.companyId, t.createdAt)
      .where(sql`${t.companyId} is not null`),
    foreignKey({
      name: 'orders_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'registration' | 'insurance' | 'service' | 'product'>().notNull(),
    name: text('name').notNull(),
    priceAmount: integer('price_amount').notNull(),
    count: integer('count').notNull().default(1),
    registrationId: integer('registration_id'),
    /** What the line sells: an event item (and its variant), or a race's insurance. */
    itemId: integer('item_id'),
    variantId: integer('variant_id'),
    insuranceId: integer('insurance_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx')
      .on(t.tenantId, t.itemId)
      .where(sql`${t.itemId} is not null`),
    check('order_items_kind_check', sql`${t.kind} in ('registration', 'insurance', 'service', 'product')`),
    check('order_items_count_check', sql`${t.count} >= 1`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
