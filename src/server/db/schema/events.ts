import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** A sports event. Minimal for now: the catalogue extends it. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** IANA zone the event is shown in. */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  },
  (t) => [
    unique('events_tenant_code_unique').on(t.tenantId, t.code),
    /** Target of the tenant-consistent foreign keys of child rows. */
    unique('events_id_tenant_unique').on(t.id, t.tenantId),
    index('events_tenant_starts_at_idx').on(t.tenantId, t.startsAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
