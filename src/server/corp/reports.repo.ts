import { sql, type SQL } from 'drizzle-orm';
import type { ResultStatus } from '../../shared/domain/result-statuses.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** What a company's report covers: its orders, for events whose date (in their zone) is in the period. */
export interface CorpReportScope {
  companyId: number;
  /** "YYYY-MM-DD", inclusive; undefined: open. */
  from: string | undefined;
  to: string | undefined;
  /** An event's code; undefined: every event. */
  event: string | undefined;
  /** The moment a pending entry's hold is measured against. */
  now: Date;
}

export interface CorpParticipantRow {
  id: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  lapsed: boolean;
  bib: string | null;
  last_name: string;
  first_name: string;
  patronymic: string;
  removed: boolean;
  event_code: string;
  event_name_ru: string;
  event_name_en: string;
  event_date: string;
  race_name_ru: string | null;
  race_name_en: string | null;
  order_number: string;
  result: ResultStatus | null;
  time_ms: number | null;
  place: number | null;
}

export interface CorpParticipantCounts {
  entries: number;
  confirmed: number;
  held: number;
  started: number;
  finished: number;
  dnf: number;
  dns: number;
}

export interface CorpSpendRow {
  event_code: string;
  event_name_ru: string;
  event_name_en: string;
  event_date: string;
  places: number;
  paid: number;
  refunded: number;
}

export interface CorpEventRow {
  code: string;
  name_ru: string;
  name_en: string;
  date: string;
}

const num = (value: unknown) => Number(value ?? 0);

/** The event's date: its start as a calendar day in its own time zone. */
const eventDay = sql`(e.starts_at at time zone e.time_zone)::date`;
const eventDate = sql`to_char(${eventDay}, 'YYYY-MM-DD')`;

/*
 * The figures of a company's reports (issue 19 item 8, ADR 031 point 7), bound to one tenant and read only
 * through the company's own orders (`orders.company_id`): another company's entries, payments or results
 * are never reached. Results link to an entry by `results.registration_id` (the results import matches bibs
 * to entries); a finisher's place is their rank by time among the race's finishers.
 */
export function createCorpReportsRepo(db: Executor, tenantId: TenantId) {
  /** The company's orders `o` of events `e` in the scope. */
  function inScope(scope: CorpReportScope): SQL {
    const parts: SQL[] = [sql`o.tenant_id = ${tenantId}`, sql`o.company_id = ${scope.companyId}`];
    if (scope.from) parts.push(sql`${eventDay} >= ${scope.from}::date`);
    if (scope.to) parts.push(sql`${eventDay} <= ${scope.to}::date`);
    if (scope.event) parts.push(sql`e.code = ${scope.event}`);
    return sql.join(parts, sql` and `);
  }

  /** A pending entry whose hold ran out (whether or not the sweeper has marked it yet). */
  const lapsed = (now: Date) =>
    sql`(g.status = 'pending' and g.expires_at is not null and g.expires_at <= ${now})`;
  const held = (now: Date) => sql`(g.status = 'pending' and not ${lapsed(now)})`;

  /** The company's entries in scope, `g`, each with the first line of its results, `res`. */
  const entries = (scope: CorpReportScope, result: SQL, joins: SQL = sql``) => sql`
    from orders o
    join events e on e.id = o.event_id and e.tenant_id = o.tenant_id
    join registrations g on g.tenant_id = o.tenant_id and g.order_id = o.id
    left join lateral (
      select ${result} from results r
      where r.tenant_id = g.tenant_id and r.registration_id = g.id
      order by r.id limit 1
    ) res on true
    ${joins}
    where ${inScope(scope)}`;

  return {
    /** The entries in scope, by event date (latest first), event, employee's name; at most `limit`. */
    participants(scope: CorpReportScope, limit: number): Promise<CorpParticipantRow[]> {
      return rowsOf<CorpParticipantRow>(
        db,
        sql`select g.id, g.status, ${lapsed(scope.now)} as lapsed, g.bib,
            coalesce(ce.last_name, g.last_name, '') as last_name,
            coalesce(ce.first_name, g.first_name, '') as first_name,
            coalesce(ce.patronymic, '') as patronymic,
            (ce.removed_at is not null) as removed,
            e.code as event_code, e.name_ru as event_name_ru, e.name_en as event_name_en,
            ${eventDate} as event_date,
            ra.name_ru as race_name_ru, ra.name_en as race_name_en,
            o.number as order_number,
            res.status as result, res.time_ms,
            case when res.status = 'finished' and res.time_ms is not null then (
              select count(*) + 1 from results x
              where x.tenant_id = res.tenant_id and x.race_id = res.race_id and x.status = 'finished'
                and x.time_ms < res.time_ms)::int end as place
          ${entries(
            scope,
            sql`r.tenant_id, r.race_id, r.status, r.time_ms`,
            sql`left join races ra on ra.id = g.race_id and ra.tenant_id = g.tenant_id
              left join company_employees ce on ce.id = g.company_employee_id and ce.tenant_id = g.tenant_id
                and ce.company_id = o.company_id`,
          )}
          order by e.starts_at desc, e.id, last_name, first_name, g.id
          limit ${limit}`,
      );
    },

    /** How many entries are in scope, by state and by result. */
    async participantCounts(scope: CorpReportScope): Promise<CorpParticipantCounts> {
      const [row] = await rowsOf<Record<string, number>>(
        db,
        sql`select count(*)::int as entries,
            count(*) filter (where g.status = 'confirmed')::int as confirmed,
            count(*) filter (where ${held(scope.now)})::int as held,
            count(*) filter (where res.status in ('finished', 'dnf', 'dsq'))::int as started,
            count(*) filter (where res.status = 'finished')::int as finished,
            count(*) filter (where res.status = 'dnf')::int as dnf,
            count(*) filter (where res.status = 'dns')::int as dns
          ${entries(scope, sql`r.status`)}`,
      );
      return {
        entries: num(row?.['entries']),
        confirmed: num(row?.['confirmed']),
        held: num(row?.['held']),
        started: num(row?.['started']),
        finished: num(row?.['finished']),
        dnf: num(row?.['dnf']),
        dns: num(row?.['dns']),
      };
    },

    /**
     * Per event in scope: the places the company's entries hold (paid, or held awaiting payment), what its
     * payments received (also those later refunded) and what was returned (refunds not failed).
     */
    spend(scope: CorpReportScope): Promise<CorpSpendRow[]> {
      return rowsOf<CorpSpendRow>(
        db,
        sql`with co as (
            select o.id, o.event_id from orders o
            join events e on e.id = o.event_id and e.tenant_id = o.tenant_id
            where ${inScope(scope)}
          ), paid as (
            select p.order_id, sum(p.amount)::bigint as amount from payments p
            where p.tenant_id = ${tenantId} and p.order_id in (select id from co)
              and p.status in ('succeeded', 'refunded')
            group by 1
          ), refunded as (
            select p.order_id, sum(r.amount)::bigint as amount from refunds r
            join payments p on p.id = r.payment_id and p.tenant_id = r.tenant_id
            where r.tenant_id = ${tenantId} and p.order_id in (select id from co)
              and r.status in ('pending', 'succeeded')
            group by 1
          ), places as (
            select g.order_id, count(*)::int as n from registrations g
            where g.tenant_id = ${tenantId} and g.order_id in (select id from co)
              and (g.status = 'confirmed' or ${held(scope.now)})
            group by 1
          )
          select e.code as event_code, e.name_ru as event_name_ru, e.name_en as event_name_en,
            ${eventDate} as event_date,
            coalesce(sum(pl.n), 0)::int as places,
            coalesce(sum(pd.amount), 0)::float8 as paid,
            coalesce(sum(rf.amount), 0)::float8 as refunded
          from co
          join events e on e.id = co.event_id and e.tenant_id = ${tenantId}
          left join places pl on pl.order_id = co.id
          left join paid pd on pd.order_id = co.id
          left join refunded rf on rf.order_id = co.id
          group by e.id, e.code, e.name_ru, e.name_en, e.starts_at, e.time_zone
          order by e.starts_at desc, e.id`,
      );
    },

    /** Every event the company has orders for, latest first (the report's event filter). */
    events(companyId: number): Promise<CorpEventRow[]> {
      return rowsOf<CorpEventRow>(
        db,
        sql`select e.code, e.name_ru, e.name_en, ${eventDate} as date
          from events e
          where e.tenant_id = ${tenantId} and e.id in (
            select o.event_id from orders o where o.tenant_id = ${tenantId} and o.company_id = ${companyId})
          order by e.starts_at desc, e.id`,
      );
    },
  };
}

export type CorpReportsRepo = ReturnType<typeof createCorpReportsRepo>;
