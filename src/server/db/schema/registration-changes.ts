import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { registrations } from './registrations.js';
import { tenants } from './tenants.js';

export const REGISTRATION_CHANGE_KINDS = [
  'edited',
  'moved',
  'cancelled',
  // the start-pack point (ADR 025): a start pack given (with the admission statuses the desk saw), taken
  // back, and a participant registered there
  'start-pack-given',
  'start-pack-returned',
  'registered-offline',
] as const;
export type RegistrationChangeKind = (typeof REGISTRATION_CHANGE_KINDS)[number];

/**
 * What the organizer cabinet changed in a registration (issue 18, ADR 026): its participant's data edited,
 * moved to another race, cancelled; its start pack given or taken back and its registration at the
 * start-pack point (ADR 025, migration 0026); who did it and when. The order's own history is order_transitions.
 * `details` says what changed (the fields before and after, the races, the money); `order_id` an order the
 * change made or refunded (the difference a dearer race costs is an order of its own).
 */
export const registrationChanges = pgTable(
  'registration_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RegistrationChangeKind>().notNull(),
    /** The account that made the change, and its cabinet role then ('owner:12', 'support:3'). */
    actorUserId: integer('actor_user_id'),
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_changes_registration_idx').on(t.tenantId, t.registrationId, t.createdAt),
    index('registration_changes_order_idx')
      .on(t.tenantId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    check(
      'registration_changes_kind_check',
      sql`${t.kind} in ('edited', 'moved', 'cancelled', 'start-pack-given', 'start-pack-returned', 'registered-offline')`,
    ),
    foreignKey({
      name: 'registration_changes_order_tenant_fk',
      columns: [t.orderId, t.tenantId],
      foreignColumns: [orders.id, orders.tenantId],
    }),
  ],
);

export type RegistrationChangeRow = typeof registrationChanges.$inferSelect;
