import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AgeGroupId } from '../../shared/domain/age-groups.js';
import { calendarDay } from '../../shared/domain/race-eligibility.js';
import type { CabinetEntriesQuery } from '../../shared/schemas/cabinet.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { clubs, orders, persons, races, registrations, teams, users } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * An event's entries as the organizer's table shows them (issue 18, ADR 023). Every filter is a condition
 * on the registration row itself (`g`): the race is its id, an age group a range of birth dates per race
 * (race day in the event's zone), and what needs another table (paid, team, e-mail, phone, order number)
 * an uncorrelated `id in (…)` over that table, hashed once. A page's ids are read in the table's order
 * from an index of that order (migration 0024), so the first pages read their own rows and not the whole
 * event; a search goes through the indexes of names (trigrams), bibs, e-mails, phones and order numbers;
 * the total is exact up to ENTRIES_TOTAL_CAP and "more than" beyond (as the catalogue's, ADR 012), so no
 * page counts fifty thousand rows. Only the page's rows are then joined to their race, club, team, order
 * and contacts.
 */

/** The total a page tells exactly; above it, "more than ENTRIES_TOTAL_CAP". */
export const ENTRIES_TOTAL_CAP = 1_000;

/** Phone digits searched inside a number: fewer would be a bib (matched whole) or match too many. */
const PHONE_FRAGMENT_DIGITS = 7;

export type EntryFilters = Omit<CabinetEntriesQuery, 'language' | 'cursor' | 'limit' | 'sort'>;
export type EntrySort = CabinetEntriesQuery['sort'];

/** One entry as the table and the exports show it. */
export interface EntryRow {
  id: number;
  bib: string | null;
  last_name: string;
  first_name: string;
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  /** Full years on race day (the race's day in the event's zone), null without a birth date. */
  age: number | null;
  city: string | null;
  club: string | null;
  race_code: string;
  race_name_ru: string;
  race_name_en: string;
  team: string | null;
  stage: number | null;
  state: 'confirmed' | 'pending' | 'cancelled' | 'expired';
  order_number: string | null;
  order_status: string | null;
  email: string | null;
  phone: string | null;
  registered_at: string;
}

export interface EntriesRace {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  startsAt: Date;
}

/** The event whose entries are read: its zone (race day) and races (the race and age-group filters). */
export interface EntriesEvent {
  id: number;
  timeZone: string;
  races: EntriesRace[];
}

/** Ages of each group, inclusive (shared/domain/age-groups.ts). */
const AGE_RANGES: Record<AgeGroupId, [number, number]> = {
  U18: [0, 17],
  '18-29': [18, 29],
  '30-39': [30, 39],
  '40-49': [40, 49],
  '50-59': [50, 59],
  '60+': [60, 1000],
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The order statuses that count as paid (an installment plan under way counts). */
const PAID_STATUSES = sql`('paid', 'partly-paid')`;

export function createEntriesRepo(db: Executor, tenantId: TenantId) {
  function stateCondition(state: EntryFilters['state'], now: Date): SQL | null {
    const live = sql`(g.expires_at is null or g.expires_at > ${now})`;
    switch (state) {
      case undefined:
        return sql`g.status in ('confirmed', 'pending') and (g.status = 'confirmed' or ${live})`;
      case 'all':
        return null;
      case 'confirmed':
      case 'cancelled':
        return sql`g.status = ${state}`;
      case 'pending':
        return sql`g.status = 'pending' and ${live}`;
      case 'expired':
        return sql`g.status in ('expired', 'pending') and (g.status = 'expired' or not ${live})`;
    }
  }

  /**
   * What `q` finds: a name (words in either order, through registrations_name_trgm_idx), a bib, an e-mail,
   * phone digits or an order number. Each branch can be read from an index (an account's or a profile's
   * ids and the order's id are looked up first, `= any(array(…))`), so the planner may combine them
   * rather than compare every entry of the event.
   */
  function searchCondition(q: string, eventId: number): SQL {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const fullName = sql`lower(coalesce(g.last_name, '') || ' ' || coalesce(g.first_name, ''))`;
    const parts: SQL[] = [
      sql`(${sql.join(
        words.map((w) => sql`${fullName} like ${likePattern(w)}`),
        sql` and `,
      )})`,
      sql`(g.bib is not null and g.bib = ${q})`,
      sql`g.order_id = (select o.id from ${orders} o where o.tenant_id = ${tenantId}
        and o.event_id = ${eventId} and o.number = ${q.toUpperCase()})`,
    ];
    if (q.includes('@')) {
      const email = q.toLowerCase();
      parts.push(
        sql`(g.email is not null and lower(g.email) = ${email})`,
        sql`g.user_id = any(array(select u.id from ${users} u where u.tenant_id = ${tenantId}
          and u.email = ${email}))`,
        sql`g.person_id = any(array(select p.id from ${persons} p join ${users} u on u.id = p.account_user_id
          and u.tenant_id = p.tenant_id where p.tenant_id = ${tenantId} and u.email = ${email}))`,
      );
    }
    let digits = q.replace(/\D/g, '');
    if (/^[\d\s()+.-]+$/.test(q) && digits.length >= PHONE_FRAGMENT_DIGITS) {
      // +7 916 … and 8 916 … are the same Russian number
      if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
      const pattern = likePattern(digits);
      parts.push(
        sql`regexp_replace(coalesce(g.entry->>'phone', ''), '\\D', '', 'g') like ${pattern}`,
        sql`g.person_id = any(array(select p.id from ${persons} p where p.tenant_id = ${tenantId}
          and p.phone <> '' and regexp_replace(p.phone, '\\D', '', 'g') like ${pattern}))`,
      );
    }
    return sql`(${sql.join(parts, sql` or `)})`;
  }

  /** The conditions of the filters, all on `g` (registrations) alone. */
  function where(event: EntriesEvent, filters: EntryFilters, now: Date): SQL {
    const eventId = event.id;
    const parts: SQL[] = [sql`g.tenant_id = ${tenantId}`, sql`g.event_id = ${eventId}`];
    const state = stateCondition(filters.state, now);
    if (state) parts.push(state);
    const races = filters.race ? event.races.filter((r) => r.code === filters.race) : event.races;
    if (filters.race) {
      if (!races.length) return sql`false`;
      parts.push(sql`g.race_id = ${races[0]!.id}`);
    }
    if (filters.gender) parts.push(sql`g.gender = ${filters.gender}`);
    if (filters.paid) {
      const paidOrders = sql`(select o.id from ${orders} o where o.tenant_id = ${tenantId}
        and o.event_id = ${eventId} and o.status in ${PAID_STATUSES})`;
      parts.push(
        filters.paid === 'yes'
          ? sql`g.order_id in ${paidOrders}`
          : sql`(g.order_id is null or g.order_id not in ${paidOrders})`,
      );
    }
    if (filters.ageGroup) {
      // age on race day in [min, max] ⇔ born after race day − (max + 1) years and by race day − min years
      const [min, max] = AGE_RANGES[filters.ageGroup];
      const byRace = races.map((r) => {
        const day = calendarDay(r.startsAt, event.timeZone);
        return sql`(g.race_id = ${r.id} and g.birth_date > ${day}::date - make_interval(years => ${max + 1})
          and g.birth_date <= ${day}::date - make_interval(years => ${min}))`;
      });
      parts.push(byRace.length ? sql`(${sql.join(byRace, sql` or `)})` : sql`false`);
    }
    if (filters.team) {
      parts.push(sql`g.team_id in (select t.id from ${teams} t where t.tenant_id = ${tenantId}
        and t.event_id = ${eventId} and t.name ilike ${likePattern(filters.team)})`);
    }
    if (filters.q) parts.push(searchCondition(filters.q, eventId));
    return sql.join(parts, sql` and `);
  }

  function orderBy(sort: EntrySort): SQL {
    switch (sort) {
      case 'name':
        return sql`lower(coalesce(g.last_name, '')), lower(coalesce(g.first_name, '')), g.id`;
      case 'bib':
        return sql`g.bib is null, length(g.bib), g.bib, g.id`;
      case 'registered':
        // as registrations_event_registered_idx orders them
        return sql`g.created_at desc nulls last, g.id desc nulls last`;
    }
  }

  /** The entries' columns of the rows where `condition` holds; `g` joined to its race `r`. */
  function rowsSql(timeZone: string, condition: SQL, now: Date): SQL {
    return sql`select g.id, g.bib,
          coalesce(g.last_name, p.last_name, '') as last_name,
          coalesce(g.first_name, p.first_name, '') as first_name,
          coalesce(g.gender, nullif(p.gender, 'unknown')) as gender,
          coalesce(g.birth_date, p.birth_date)::text as birth_date,
          date_part('year', age((r.starts_at at time zone ${timeZone})::date,
            coalesce(g.birth_date, p.birth_date)))::int as age,
          coalesce(g.city_name, nullif(p.city, '')) as city,
          coalesce(c.name, g.entry->>'club', nullif(p.club, '')) as club,
          r.code as race_code, r.name_ru as race_name_ru, r.name_en as race_name_en,
          t.name as team, g.stage,
          case when g.status = 'pending' and g.expires_at is not null and g.expires_at <= ${now}
            then 'expired' else g.status end as state,
          o.number as order_number, o.status as order_status,
          coalesce(g.email, pu.email, ru.email) as email,
          coalesce(nullif(g.entry->>'phone', ''), nullif(p.phone, '')) as phone,
          to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as registered_at
        from ${registrations} g
        join ${races} r on r.id = g.race_id and r.tenant_id = g.tenant_id
        left join ${persons} p on p.id = g.person_id and p.tenant_id = g.tenant_id
        left join ${users} pu on pu.id = p.account_user_id and pu.tenant_id = g.tenant_id
        left join ${users} ru on ru.id = g.user_id and ru.tenant_id = g.tenant_id
        left join ${clubs} c on c.id = g.club_id and c.tenant_id = g.tenant_id
        left join ${teams} t on t.id = g.team_id and t.tenant_id = g.tenant_id
        left join ${orders} o on o.id = g.order_id and o.tenant_id = g.tenant_id
        where ${condition}`;
  }

  return {
    /**
     * A page of the event's entries matching the filters, whether another page follows, and how many match
     * in all: exact up to ENTRIES_TOTAL_CAP, else `totalCapped` (there are more).
     */
    async page(
      event: EntriesEvent,
      filters: EntryFilters,
      options: { sort: EntrySort; offset: number; limit: number; now: Date },
    ): Promise<{ rows: EntryRow[]; more: boolean; total: number; totalCapped: boolean }> {
      const condition = where(event, filters, options.now);
      const from = sql`from ${registrations} g`;
      const window = sql`order by ${orderBy(options.sort)} limit ${options.limit + 1} offset ${options.offset}`;
      // A search's matches are gathered once through the search indexes (materialized), then counted and
      // sorted: walked in the table's order instead, a search clustered in that order (a surname, by name)
      // would read half the event before its first match. Without a search, the page's ids are walked in
      // the table's order from its index and the count stops at ENTRIES_TOTAL_CAP + 1.
      const matches = filters.q
        ? sql`with g as materialized (select g.id, g.created_at, g.last_name, g.first_name, g.bib
            ${from} where ${condition}),
          page as (select array(select g.id from g ${window}) as ids),
          counted as (select count(*)::int as n from g)`
        : sql`with page as (select array(select g.id ${from} where ${condition} ${window}) as ids),
          counted as (select count(*)::int as n from (select 1 ${from} where ${condition}
            limit ${ENTRIES_TOTAL_CAP + 1}) c)`;
      // One statement (one plan, one round trip): the page's ids in order, the count, and those rows with
      // their race, person, order and team; a page past the last match still answers the count.
      const found = await rowsOf<Partial<EntryRow> & { n: number }>(
        db,
        sql`${matches}
          select x.*, counted.n from counted cross join page
          left join lateral unnest(page.ids) with ordinality as u(id, pos) on true
          left join lateral (${rowsSql(event.timeZone, sql`g.tenant_id = ${tenantId} and g.id = u.id`, options.now)}) x on true
          order by u.pos`,
      );
      const n = found[0]?.n ?? 0;
      const page = found
        .filter((r): r is EntryRow & { n: number } => r.id != null)
        .map(({ n: _, ...row }) => row);
      const rows = page.slice(0, options.limit);
      return {
        rows,
        more: page.length > options.limit,
        total: Math.min(n, ENTRIES_TOTAL_CAP),
        totalCapped: n > ENTRIES_TOTAL_CAP,
      };
    },

    /** Every entry matching the filters (at most `limit`), for an export. */
    all(
      event: EntriesEvent,
      filters: EntryFilters,
      options: { sort: EntrySort; limit: number; now: Date },
    ): Promise<EntryRow[]> {
      return rowsOf<EntryRow>(
        db,
        sql`${rowsSql(event.timeZone, where(event, filters, options.now), options.now)}
          order by ${orderBy(options.sort)} limit ${options.limit}`,
      );
    },

    /** The event's races, the longest first (the table's race filter). */
    races(eventId: number): Promise<EntriesRace[]> {
      return db
        .select({
          id: races.id,
          code: races.code,
          nameRu: races.nameRu,
          nameEn: races.nameEn,
          startsAt: races.startsAt,
        })
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(desc(races.lengthM), asc(races.id));
    },
  };
}

export type EntriesRepo = ReturnType<typeof createEntriesRepo>;
