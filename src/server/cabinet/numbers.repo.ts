import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BibOrder } from '../../shared/schemas/cabinet-numbers.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { events, races, registrations } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * Start numbers of an event's races (issue 18 item 4). A number belongs to one entry of its race that holds
 * a place or may still (status pending or confirmed: registrations_race_bib_active_unique); automatic
 * assignment numbers the live ones (confirmed, or pending with the hold not past its time).
 */

export interface NumbersRaceRow {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  bibFrom: number | null;
  bibTo: number | null;
}

/** The numbers updates go in, so one statement never carries more parameters than PostgreSQL takes. */
const CHUNK = 5_000;

export function createNumbersRepo(db: Executor, tenantId: TenantId) {
  const live = (now: Date): SQL =>
    sql`(g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))`;
  const raceColumns = {
    id: races.id,
    code: races.code,
    nameRu: races.nameRu,
    nameEn: races.nameEn,
    bibFrom: races.bibFrom,
    bibTo: races.bibTo,
  };

  return {
    /** The event's races in their start order. */
    races(eventId: number): Promise<NumbersRaceRow[]> {
      return db
        .select(raceColumns)
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(asc(races.startsAt), asc(races.id));
    },

    /** A race of the event by its code, locked for this transaction (assignments of one race queue here). */
    async lockRace(eventId: number, code: string): Promise<NumbersRaceRow | null> {
      const [row] = await db
        .select(raceColumns)
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId), eq(races.code, code)))
        .for('update');
      return row ?? null;
    },

    /** A race by id, locked for this transaction. */
    async lockRaceById(raceId: number): Promise<NumbersRaceRow | null> {
      const [row] = await db
        .select(raceColumns)
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.id, raceId)))
        .for('update');
      return row ?? null;
    },

    async setRange(raceId: number, from: number, to: number): Promise<void> {
      await db
        .update(races)
        .set({ bibFrom: from, bibTo: to })
        .where(and(eq(races.tenantId, tenantId), eq(races.id, raceId)));
    },

    /** Per race of the event: live entries with a number and without one. */
    async counts(eventId: number, now: Date): Promise<Map<number, { numbered: number; missing: number }>> {
      const rows = await rowsOf<{ race_id: number; numbered: number; missing: number }>(
        db,
        sql`select g.race_id, count(g.bib)::int as numbered, (count(*) - count(g.bib))::int as missing
          from ${registrations} g
          where g.tenant_id = ${tenantId} and g.event_id = ${eventId} and g.race_id is not null and ${live(now)}
          group by g.race_id`,
      );
      return new Map(rows.map((r) => [r.race_id, { numbered: r.numbered, missing: r.missing }]));
    },

    /** The numbers of the race's entries that hold one (pending or confirmed, as the unique index counts). */
    async usedBibs(raceId: number): Promise<string[]> {
      const rows = await rowsOf<{ bib: string }>(
        db,
        sql`select g.bib from ${registrations} g
          where g.tenant_id = ${tenantId} and g.race_id = ${raceId} and g.bib is not null
            and g.status in ('pending', 'confirmed')`,
      );
      return rows.map((r) => r.bib);
    },

    /** The race's entries that hold a number (pending or confirmed), with it. */
    numberedIds(raceId: number): Promise<{ id: number; bib: string }[]> {
      return rowsOf<{ id: number; bib: string }>(
        db,
        sql`select g.id, g.bib from ${registrations} g
          where g.tenant_id = ${tenantId} and g.race_id = ${raceId} and g.bib is not null
            and g.status in ('pending', 'confirmed')`,
      );
    },

    /** The race's live entries to number, in the chosen order (all of them, or those without a number). */
    async toNumber(raceId: number, order: BibOrder, onlyMissing: boolean, now: Date): Promise<number[]> {
      const orderBy =
        order === 'name'
          ? sql`lower(coalesce(g.last_name, '')), lower(coalesce(g.first_name, '')), g.created_at, g.id`
          : sql`g.created_at, g.id`;
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select g.id from ${registrations} g
          where g.tenant_id = ${tenantId} and g.race_id = ${raceId} and ${live(now)}
            ${onlyMissing ? sql`and g.bib is null` : sql``}
          order by ${orderBy}`,
      );
      return rows.map((r) => r.id);
    },

    /** Takes the numbers of these entries away (before they are numbered anew). */
    async clearBibs(ids: number[]): Promise<void> {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const part = ids.slice(i, i + CHUNK);
        await db.execute(
          sql`update ${registrations} set bib = null where tenant_id = ${tenantId}
            and id in (${sql.join(
              part.map((id) => sql`${id}`),
              sql`, `,
            )})`,
        );
      }
    },

    /** Gives each entry its number (`bibs[i]` to `ids[i]`). */
    async setBibs(ids: number[], bibs: string[]): Promise<void> {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const values = ids.slice(i, i + CHUNK).map((id, j) => sql`(${id}::int, ${bibs[i + j]}::text)`);
        await db.execute(
          sql`update ${registrations} g set bib = v.bib from (values ${sql.join(values, sql`, `)}) as v(id, bib)
            where g.tenant_id = ${tenantId} and g.id = v.id`,
        );
      }
    },

    /** An entry of the tenant with its race and its event's code. */
    async entry(id: number): Promise<{
      id: number;
      raceId: number | null;
      status: string;
      bib: string | null;
      eventCode: string;
    } | null> {
      const [row] = await db
        .select({
          id: registrations.id,
          raceId: registrations.raceId,
          status: registrations.status,
          bib: registrations.bib,
          eventCode: events.code,
        })
        .from(registrations)
        .innerJoin(
          events,
          and(eq(events.id, registrations.eventId), eq(events.tenantId, registrations.tenantId)),
        )
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)));
      return row ?? null;
    },

    /** Another entry of the race holding this number (pending or confirmed), if any. */
    async holderOf(raceId: number, bib: string, exceptId: number): Promise<number | null> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select g.id from ${registrations} g where g.tenant_id = ${tenantId} and g.race_id = ${raceId}
          and g.bib = ${bib} and g.status in ('pending', 'confirmed') and g.id <> ${exceptId} limit 1`,
      );
      return row?.id ?? null;
    },

    async setBib(id: number, bib: string | null): Promise<void> {
      await db
        .update(registrations)
        .set({ bib })
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)));
    },
  };
}

export type NumbersRepo = ReturnType<typeof createNumbersRepo>;
