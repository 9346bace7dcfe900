import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { ResultStatus } from '../db/schema/results.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { rowsOf } from './db-rows.js';

export interface StartListRow {
  bib: string | null;
  first_name: string | null;
  last_name: string | null;
  race_code: string;
  city_name: string | null;
  club: string | null;
  team: string | null;
  stage: number | null;
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
  status: ResultStatus;
}

export interface TeamResultRow {
  place: number | null;
  name: string;
  time_ms: number | null;
  status: ResultStatus;
  members: {
    stage: number | null;
    bib: string;
    name: string;
    timeMs: number | null;
    status: ResultStatus;
  }[];
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
            or (coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')) ilike ${p} or tm.name ilike ${p})`,
        );
      }
      const where = sql.join(parts, sql` and `);
      const from = sql`from registrations g join races r on r.id = g.race_id and r.tenant_id = g.tenant_id
        left join clubs cl on cl.id = g.club_id and cl.tenant_id = g.tenant_id
        left join teams tm on tm.id = g.team_id and tm.tenant_id = g.tenant_id where ${where}`;
      const [rows, count] = await Promise.all([
        rowsOf<StartListRow>(
          db,
          // a team or relay race's members by team, then stage (issue 17); individual entries have no team
          sql`select g.bib, g.first_name, g.last_name, r.code as race_code, g.city_name, cl.name as club,
            tm.name as team, g.stage ${from}
          order by r.length_m desc, r.id, tm.name_key nulls first, tm.id, g.stage nulls last, g.last_name, g.first_name, g.id
          limit ${options.limit} offset ${options.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    /**
     * Results of a race with places computed over the whole category (window functions), then narrowed by
     * the search; DNF/DNS/DSQ have no place and come last.
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

    /**
     * The teams of a team or relay race (issue 17) from its results lines (one per member, `team_name` and
     * `stage` set): a relay's team time is its members' times summed, a team race's its slowest member's.
     * A team with a member not finished, or without a time, has no time nor place: `dns` when none of its
     * members started, `dsq` when one was disqualified, else `dnf`. Places rank over the race's teams, then the search narrows them (a team's
     * name, a member's name, a bib).
     */
    teamResults(
      raceId: number,
      options: { format: 'team' | 'relay'; q?: string | undefined },
    ): Promise<TeamResultRow[]> {
      const total = options.format === 'relay' ? sql`sum(rs.time_ms)` : sql`max(rs.time_ms)`;
      const search = options.q
        ? sql`where x.name ilike ${likePattern(options.q)} or exists (select 1 from json_array_elements(x.members) m
            where m->>'name' ilike ${likePattern(options.q)} or m->>'bib' = ${options.q})`
        : sql``;
      return rowsOf(
        db,
        sql`select * from (
          select case when t.complete then (rank() over (order by t.complete desc, t.team_ms))::int end as place,
            t.name, case when t.complete then t.team_ms end as time_ms,
            case when t.complete then 'finished' when t.disqualified then 'dsq' when t.none_started then 'dns'
              else 'dnf' end as status,
            t.members
          from (
            select rs.team_name as name,
              bool_and(rs.status = 'finished' and rs.time_ms is not null) as complete,
              bool_and(rs.status = 'dns') as none_started,
              bool_or(rs.status = 'dsq') as disqualified,
              (${total})::int as team_ms,
              json_agg(json_build_object('stage', rs.stage, 'bib', rs.bib, 'name', rs.name,
                'timeMs', rs.time_ms, 'status', rs.status) order by rs.stage nulls last, rs.name, rs.id) as members
            from results rs
            where rs.tenant_id = ${tenantId} and rs.race_id = ${raceId} and rs.team_name is not null
            group by rs.team_name
          ) t
        ) x ${search}
        order by x.place is null, x.place, x.status, x.name`,
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
