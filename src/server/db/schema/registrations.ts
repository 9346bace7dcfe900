import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { tenants } from './tenants.js';

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A registration for an event. Minimal for now: what the live count needs. */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    status: text('status').$type<RegistrationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registrations_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    /** The event must belong to the same tenant as the registration. */
    foreignKey({
      name: 'registrations_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
    index('registrations_tenant_event_status_idx').on(t.tenantId, t.eventId, t.status),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;
