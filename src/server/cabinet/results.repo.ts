import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { events, races, results, type NewResultRow } from '../db/schema.js';
import type { ResultStatus } from '../db/schema/results.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * A race's results in the organizer cabinet (issue 18 item 6): the live entries a file's numbers are
 * matched to, the race's lines replaced at once, one line corrected, and the lines read with their places
 * (computed when read, as the public results page does: participants.repo.ts).
 */

export interface ResultsRaceRow {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  startsAt: Date;
}

export interface EntryForResults {
  id: number;
  bib: string;
  first_name: string | null;
  last_name: string | null;
  gender: 'male' | 'female' | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  club: string | null;
  city: string | null;
  team: string | null;
  stage: number | null;
}

export interface PlacedResultRow {
  id: number;
  bib: string;
  name: string;
  gender: 'male' | 'female';
  birth_year: number | null;
  age_group: string | null;
  club: string | null;
  city: string | null;
  status: ResultStatus;
  time_ms: number | null;
  place: number | null;
  gender_place: number | null;
  age_group_place: number | null;
}

/** Lines per insert statement (a JSON text of a few megabytes at most). */
const INSERT_CHUNK = 25_000;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function createResultsRepo(db: Executor, tenantId: TenantId) {
  const raceColumns = {
    id: races.id,
    code: races.code,
    nameRu: races.nameRu,
    nameEn: races.nameEn,
    startsAt: races.startsAt,
  };
  /** A finisher ranks; DNF, DNS and DSQ have no place. */
  const ranks = (partition: string) =>
    sql.raw(`case when rs.status = 'finished' and rs.time_ms is not null
      then (rank() over (${partition} order by (rs.status = 'finished' and rs.time_ms is not null) desc, rs.time_ms))::int end`);

  /** The race's lines as `x`, each with its places over the race, its gender and its age group. */
  const placedLines = (raceId: number) => sql`select * from (
      select rs.id, rs.bib, rs.name, rs.gender, rs.birth_year, rs.age_group, rs.club, rs.city, rs.status, rs.time_ms,
        ${ranks('')} as place,
        ${ranks('partition by rs.gender')} as gender_place,
        case when rs.age_group is not null then ${ranks('partition by rs.age_group')} end as age_group_place
      from results rs where rs.tenant_id = ${tenantId} and rs.race_id = ${raceId}
    ) x`;

  return {
    /** The event's races in their start order, with how many results lines each has. */
    races(eventId: number): Promise<(Omit<ResultsRaceRow, 'startsAt'> & { results: number })[]> {
      return rowsOf(
        db,
        sql`select r.id, r.code, r.name_ru as "nameRu", r.name_en as "nameEn",
            (select count(*)::int from results rs where rs.tenant_id = r.tenant_id and rs.race_id = r.id) as results
          from races r where r.tenant_id = ${tenantId} and r.event_id = ${eventId}
          order by r.starts_at, r.id`,
      );
    },

    /** A race of the event by its code, locked for this transaction (imports of one race queue here). */
    async lockRace(eventId: number, code: string): Promise<ResultsRaceRow | null> {
      const [row] = await db
        .select(raceColumns)
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId), eq(races.code, code)))
        .for('update');
      return row ?? null;
    },

    /** The race's live entries with a start number, with what a results line copies from them. */
    entries(raceId: number, now: Date): Promise<EntryForResults[]> {
      return rowsOf<EntryForResults>(
        db,
        sql`select g.id, g.bib, g.first_name, g.last_name, g.gender, to_char(g.birth_date, 'YYYY-MM-DD') as birth_date,
            cl.name as club, g.city_name as city, tm.name as team, g.stage
          from registrations g
          left join clubs cl on cl.id = g.club_id and cl.tenant_id = g.tenant_id
          left join teams tm on tm.id = g.team_id and tm.tenant_id = g.tenant_id
          where g.tenant_id = ${tenantId} and g.race_id = ${raceId} and g.bib is not null
            and (g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))`,
      );
    },

    /**
     * Replaces every line of the race with these (inside the caller's transaction). The new lines go in as
     * one JSON parameter read by json_to_recordset: one statement for 50,000 lines, where a VALUES list
     * needs a dozen and a query builder spends seconds assembling their 750,000 parameters.
     */
    async replace(raceId: number, rows: NewResultRow[]): Promise<void> {
      await db.delete(results).where(and(eq(results.tenantId, tenantId), eq(results.raceId, raceId)));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const chunk = rows.slice(i, i + INSERT_CHUNK);
        await db.execute(
          sql`insert into results (tenant_id, event_id, race_id, bib, name, gender, birth_year, age_group, club, city,
              time_ms, status, registration_id, team_name, stage)
            select ${tenantId}::int, x."eventId", ${raceId}::int, x.bib, x.name, x.gender, x."birthYear", x."ageGroup",
              x.club, x.city, x."timeMs", x.status, x."registrationId", x."teamName", x.stage
            from json_to_recordset(${JSON.stringify(chunk)}::json) as x("eventId" int, bib text, name text,
              gender text, "birthYear" int, "ageGroup" text, club text, city text, "timeMs" int, status text,
              "registrationId" int, "teamName" text, stage int)`,
        );
      }
    },

    /**
     * The race's lines matching a search (a number, or part of a name), best place first, at most `limit`,
     * with their places over the whole race, its gender and its age group, and how many match.
     */
    async placed(
      raceId: number,
      options: { q?: string | undefined; limit: number },
    ): Promise<{ rows: PlacedResultRow[]; total: number }> {
      const q = options.q?.trim();
      const search = q ? sql`where x.bib = ${q} or x.name ilike ${likePattern(q)}` : sql``;
      const placed = sql`${placedLines(raceId)} ${search}`;
      const [rows, count] = await Promise.all([
        rowsOf<PlacedResultRow>(
          db,
          sql`${placed} order by x.place is null, x.place, x.status, x.name, x.id limit ${options.limit}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${placed}) y`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    /** A race by id, locked for this transaction (a correction queues behind an import). */
    async lockRaceById(raceId: number): Promise<void> {
      await db
        .select({ id: races.id })
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.id, raceId)))
        .for('update');
    },

    /** One line of the tenant with its race and its event's code, for a correction. */
    async line(id: number): Promise<{ id: number; raceId: number; eventCode: string } | null> {
      const [row] = await db
        .select({ id: results.id, raceId: results.raceId, eventCode: events.code })
        .from(results)
        .innerJoin(events, and(eq(events.id, results.eventId), eq(events.tenantId, results.tenantId)))
        .where(and(eq(results.tenantId, tenantId), eq(results.id, id)));
      return row ?? null;
    },

    async correct(id: number, status: ResultStatus, timeMs: number | null): Promise<void> {
      await db
        .update(results)
        .set({ status, timeMs })
        .where(and(eq(results.tenantId, tenantId), eq(results.id, id)));
    },

    /** One line with its places (after a correction). */
    async placedLine(raceId: number, id: number): Promise<PlacedResultRow | null> {
      const [row] = await rowsOf<PlacedResultRow>(db, sql`${placedLines(raceId)} where x.id = ${id}`);
      return row ?? null;
    },
  };
}

export type ResultsRepo = ReturnType<typeof createResultsRepo>;
