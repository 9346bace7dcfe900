import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { events, registrations } from '../db/schema.js';

/** Catalogue queries. Every function takes the tenant id first. */
export function createCatalogueRepo(db: Db) {
  return {
    /** Registrations still alive (pending or confirmed) for the tenant's events starting at or after `now`. */
    async countLiveRegistrations(tenantId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(registrations)
        .innerJoin(
          events,
          and(eq(events.id, registrations.eventId), eq(events.tenantId, registrations.tenantId)),
        )
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            inArray(registrations.status, ['pending', 'confirmed']),
            gte(events.startsAt, now),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
