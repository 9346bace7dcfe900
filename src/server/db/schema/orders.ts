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
import { ORDER_STATUSES } from '../../../shared/schemas/account.js';
import { users } from './accounts.js';
import { events } from './events.js';
import { races } from './races.js';
import { tenants } from './tenants.js';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order of a signed-in user (registrations and options). Money in kopecks (DESIGN §5). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
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
    check('orders_status_check', sql`${t.status} in ('awaiting-payment', 'paid', 'expired', 'cancelled')`),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
    check('orders_payer_check', sql`${t.payer} in ('MY_SELF', 'SPOUSE')`),
    index('orders_awaiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting-payment'`),
    foreignKey({
      name: 'orders_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_kind_check', sql`${t.kind} in ('registration', 'insurance', 'service', 'product')`),
    check('order_items_count_check', sql`${t.count} >= 1`),
  ],
);
