import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** A 64-bit transaction id (`pg_current_xact_id()`), read as its text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which events changed in which transaction (`event_id` null: the tenant's series changed), written by
 * statement triggers on `events`, `races`, `results` and `series` (migration 0029). The in-process list
 * index (ADR 032) reads, before it answers, the rows committed since its last snapshot: no counter, so
 * writers never wait for each other. Rows older than a day are dropped by the triggers.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    eventId: integer('event_id'),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('catalogue_changes_xid_idx').on(t.tenantId, t.xid),
    index('catalogue_changes_age_idx').on(t.tenantId, t.changedAt),
  ],
);
