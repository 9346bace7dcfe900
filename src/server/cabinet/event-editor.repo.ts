import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventStatus } from '../../shared/domain/event-status.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { cities, events, organizers, races, type EventRow, type NewEventRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** The event columns the editor writes (everything else keeps its value or its default). */
export type EventEditorColumns = Omit<
  NewEventRow,
  | 'id'
  | 'tenantId'
  | 'code'
  | 'organizerId'
  | 'published'
  | 'status'
  | 'search'
  | 'lastRaceStartsAt'
  | 'starRating'
  | 'ratingApproved'
  | 'seriesId'
  | 'commissionBp'
  | 'paymentMethods'
>;

/** Events as the cabinet's editor reads and writes them, on one tenant. */
export function createEventEditorRepo(db: Executor, tenantId: TenantId) {
  return {
    async event(id: number): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
      return row ?? null;
    },

    async organizer(id: number) {
      const [row] = await db
        .select()
        .from(organizers)
        .where(and(eq(organizers.tenantId, tenantId), eq(organizers.id, id)));
      return row ?? null;
    },

    /** A new event of the organizer, a draft (the organizer publishes it when it is ready). */
    async insert(organizerId: number, code: string, columns: EventEditorColumns): Promise<number> {
      const [row] = await db
        .insert(events)
        .values({ ...columns, tenantId, organizerId, code, status: 'draft', published: false })
        .returning({ id: events.id });
      return row!.id;
    },

    async update(id: number, columns: EventEditorColumns): Promise<void> {
      await db
        .update(events)
        .set(columns)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
    },

    /** The status, with `published` kept equal to it here as well as by the trigger (migration 0020). */
    async setStatus(id: number, status: EventStatus, now: Date): Promise<void> {
      await db
        .update(events)
        .set({ status, published: status !== 'draft', updatedAt: now })
        .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
    },

    /**
     * Locks the event's races: a booking checks the event's status under its race's lock, so once these
     * locks are taken no booking that saw the old status is still running (registration.service.ts).
     */
    async lockRaces(eventId: number): Promise<void> {
      await db
        .select({ id: races.id })
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .for('update');
    },

    races(eventId: number) {
      return db
        .select({ code: races.code, nameRu: races.nameRu, nameEn: races.nameEn })
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(sql`${races.lengthM} desc`, asc(races.id));
    },

    /** Places held or paid in the event's races (confirmed, and pending holds not past). */
    async entries(eventId: number, now: Date): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from registrations g where g.tenant_id = ${tenantId}
          and g.event_id = ${eventId} and (g.status = 'confirmed'
            or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))`,
      );
      return row?.n ?? 0;
    },

    async cityExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
      return row !== undefined;
    },

    /** The cities an event may be placed in (shared by every tenant). */
    cities() {
      return db
        .select({
          id: cities.id,
          nameRu: cities.nameRu,
          nameEn: cities.nameEn,
          lat: cities.lat,
          lng: cities.lng,
        })
        .from(cities)
        .orderBy(asc(cities.nameRu));
    },
  };
}
