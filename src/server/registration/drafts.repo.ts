import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { events, races, registrationDrafts } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface DraftRow {
  raceId: number;
  data: Record<string, unknown>;
  updatedAt: Date;
  eventCode: string;
  eventNameRu: string;
  eventNameEn: string;
  raceCode: string;
}

/** The registration drafts of one tenant: one per user (SPEC §3 cart-info). */
export function createDraftsRepo(db: Executor, tenantId: TenantId) {
  const ofUser = (userId: number, ...more: SQL[]) =>
    and(eq(registrationDrafts.tenantId, tenantId), eq(registrationDrafts.userId, userId), ...more);
  return {
    /** The user's draft with its event and race. */
    async draftOf(userId: number): Promise<DraftRow | null> {
      const [row] = await db
        .select({
          raceId: registrationDrafts.raceId,
          data: registrationDrafts.data,
          updatedAt: registrationDrafts.updatedAt,
          eventCode: events.code,
          eventNameRu: events.nameRu,
          eventNameEn: events.nameEn,
          raceCode: races.code,
        })
        .from(registrationDrafts)
        .innerJoin(
          events,
          and(eq(events.id, registrationDrafts.eventId), eq(events.tenantId, registrationDrafts.tenantId)),
        )
        .innerJoin(
          races,
          and(eq(races.id, registrationDrafts.raceId), eq(races.tenantId, registrationDrafts.tenantId)),
        )
        .where(ofUser(userId));
      return row ?? null;
    },

    /** Writes the user's one draft (a draft for another race replaces it). */
    async save(
      userId: number,
      draft: { eventId: number; raceId: number; data: Record<string, unknown> },
      at: Date,
    ): Promise<void> {
      await db
        .insert(registrationDrafts)
        .values({ tenantId, userId, ...draft, updatedAt: at })
        .onConflictDoUpdate({
          target: [registrationDrafts.tenantId, registrationDrafts.userId],
          set: { ...draft, updatedAt: at },
        });
    },

    /** Deletes the user's draft; with a race, only a draft of that race. */
    async delete(userId: number, raceId?: number): Promise<void> {
      await db
        .delete(registrationDrafts)
        .where(ofUser(userId, ...(raceId === undefined ? [] : [eq(registrationDrafts.raceId, raceId)])));
    },
  };
}

export type DraftsRepo = ReturnType<typeof createDraftsRepo>;
