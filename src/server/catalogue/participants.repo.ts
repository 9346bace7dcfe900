import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { rowsOf } from './db-rows.js';

export interface StartListRow {
  bib: string | null;
  first_name: string | null;
  last_name: string | null;
  race_code: string;
  city_name: string | null;
  club: string | null;
}

export interface ResultRow {
  place: number | null;
  bib: string;
  name: string;
  gender: 'male' | 'female';
  time_ms: number | null;
  age_group: string | null;
  club: string | null;
  city: string | null;
  status: 'finished' | 'dnf' | 'dns';
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Start lists and results of one tenant. */
export function createParticipantsRepo(db: Executor, tenantId: TenantId) {
  const live = (now: Date) =>
    sql`g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now}))`;
  return {
    raceCounts(
      eventId: number,
      now: Date,
    ): Promise<{ code: string; name_ru: string; name_en: string; n: number }[]> {
      return rowsOf(
        db,
        sql`select r.code, r.name_ru, r.name_en,
          (select count(*)::int from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id and (${live(now)})) as n
        from races r where r.tenant_id = ${tenantId} and r.event_id = ${eventId} order by r.length_m desc, r.id`,
      );
    },

    async startList(
      eventId: number,
      options: {
        race?: string | undefined;
        q?: string | undefined;
        offset: number;
        limit: number;
        now: Date;
      },
    ): Promise<{ rows: StartListRow[]; total: number }> {
      const parts = [
        sql`g.tenant_id = ${tenantId}`,
        sql`g.event_id = ${eventId}`,
        sql`(${live(options.now)})`,
      ];
      if (options.race) parts.push(sql`r.code = ${options.race}`);
      if (options.q) {
        const p = likePattern(options.q);
        parts.push(
          sql`(g.bib = ${options.q} or (coalesce(g.last_name, '') || ' ' || coalesce(g.first_name, '')) ilike ${p}
            or (coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')) ilike ${p})`,
        );
      }
      const where = sql.join(parts, sql` and `);
      const from = sql`from registrations g join races r on r.id = g.race_id and r.tenant_id = g.tenant_id
        left join clubs cl on cl.id = g.club_id and cl.tenant_id = g.tenant_id where ${where}`;
      const [rows, count] = await Promise.all([
        rowsOf<StartListRow>(
          db,
          sql`select g.bib, g.first_name, g.last_name, r.code as race_code, g.city_name, cl.name as club ${from}
          order by r.length_m desc, r.id, g.last_name, g.first_name, g.id limit ${options.limit} offset ${options.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    /**
     * Results of a race with places computed over the whole category (window functions), then narrowed by
     * the search; DNF/DNS have no place and come last.
     */
    results(
      raceId: number,
      options: {
        category: 'overall' | 'male' | 'female' | 'age';
        ageGroup?: string | undefined;
        q?: string | undefined;
      },
    ): Promise<ResultRow[]> {
      const scope = [sql`rs.tenant_id = ${tenantId}`, sql`rs.race_id = ${raceId}`];
      if (options.category === 'male' || options.category === 'female')
        scope.push(sql`rs.gender = ${options.category}`);
      if (options.category === 'age' && options.ageGroup) scope.push(sql`rs.age_group = ${options.ageGroup}`);
      const partition = options.category === 'age' ? sql`partition by rs.age_group` : sql``;
      const search = options.q
        ? sql`where x.bib = ${options.q} or x.name ilike ${likePattern(options.q)}`
        : sql``;
      return rowsOf(
        db,
        sql`select * from (
          select case when rs.status = 'finished' and rs.time_ms is not null
              then (rank() over (${partition} order by (rs.status = 'finished' and rs.time_ms is not null) desc, rs.time_ms))::int
            end as place,
            rs.bib, rs.name, rs.gender, rs.time_ms, rs.age_group, rs.club, rs.city, rs.status
          from results rs where ${sql.join(scope, sql` and `)}
        ) x ${search}
        order by x.place is null, ${options.category === 'age' ? sql`x.age_group,` : sql``} x.place, x.status, x.name`,
      );
    },

    ageGroupsOfRace(raceId: number): Promise<{ age_group: string }[]> {
      return rowsOf(
        db,
        sql`select distinct age_group from results where tenant_id = ${tenantId} and race_id = ${raceId}
          and age_group is not null order by age_group`,
      );
    },
  };
}

export type ParticipantsRepo = ReturnType<typeof createParticipantsRepo>;
