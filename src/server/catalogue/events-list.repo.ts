import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus } from '../../shared/domain/event-status.js';
import { EVENTS_TOTAL_CAP } from '../../shared/schemas/catalogue.js';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { epochMs, preparedRowsOf, rowsOf } from './db-rows.js';
import {
  and,
  clubEventIdsSql,
  searchProbeSql,
  isDescending,
  listConditions,
  searchScore,
  searchTsquery,
  takenSql,
  type ListCriteria,
} from './list-conditions.js';

export interface EventCardRow {
  id: number;
  code: string;
  name_ru: string;
  name_en: string;
  sport_type: string;
  city_id: number | null;
  city_ru: string | null;
  city_en: string | null;
  place_ru: string | null;
  place_en: string | null;
  starts_ms: number;
  ends_ms: number | null;
  starts_key: string;
  time_zone: string;
  lat: number | null;
  lng: number | null;
  star_rating: number | null;
  rating_approved: boolean;
  is_online: boolean;
  has_live_stream: boolean;
  fast_identification: boolean;
  is_free: boolean;
  is_national: boolean;
  series_code: string | null;
  series_ru: string | null;
  series_en: string | null;
  has_results: boolean;
  score: number;
  /** The list: the event's races, as `races()` answers them. */
  races?: RaceRow[];
}

/** The card's columns (CARD_COLUMNS) without the list's score and races. */
export type CardColumns = Omit<EventCardRow, 'races' | 'score'>;

/** A card to render: its columns and its races at the request's instant. */
export interface CardOfPage {
  row: CardColumns;
  races: RaceRow[];
}

/** A count of matches: exact, or `capped` when there are more than `count` (ADR 012). */
export interface ListTotal {
  count: number;
  capped: boolean;
}

/** A count of at most `cap + 1` rows as what the list answers. */
export const cappedTotal = (n: number, cap = EVENTS_TOTAL_CAP): ListTotal =>
  n > cap ? { count: cap, capped: true } : { count: n, capped: false };

export interface RaceRow {
  event_id: number;
  id: number;
  code: string;
  name_ru: string;
  name_en: string;
  length_m: number;
  starts_ms: number;
  capacity: number | null;
  opens_ms: number | null;
  closes_ms: number | null;
  registration_disabled: boolean;
  gender: 'any' | 'male' | 'female';
  min_age: number | null;
  max_age: number | null;
  taken: number;
  /** The event's lifecycle: a closed or finished event closes every race (race-state.ts). */
  event_status: EventStatus;
  price_amount: number | null;
  price_currency: string | null;
  next_amount: number | null;
  next_currency: string | null;
  next_ms: number | null;
  has_results: boolean;
  format: 'individual' | 'team' | 'relay';
}

/** What a search looks up first (searchProbeSql of list-conditions.ts). */
export interface SearchProbe {
  cityIds: number[];
  /** Each word's corrections, when the text itself matches nothing. */
  corrections: string[][] | undefined;
  /** The tsquery text of the search when it matches; null otherwise. */
  textQuery: string | null;
  /** The tsquery text of each correction of each word. */
  correctionQueries: string[][];
}

/** A page's event with its sort key: the list's keyset (score only when searching). */
export interface PageKey {
  id: number;
  starts_key: string;
  score: number;
}

/** Where a page starts: after this sort key (score only when searching). */
export interface Keyset {
  score?: number | undefined;
  startsAt: string;
  id: number;
  /** The filter set's capped count as its first page answered it (at most EVENTS_TOTAL_CAP + 1). */
  matches?: number | undefined;
}

/** A start time as the keyset's text: microseconds, UTC (cursor.ts checks this form). */
const startsKeyOf = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const startsKey = (column: string) => sql.raw(startsKeyOf(column));

export const CARD_COLUMNS = sql.raw(`e.id, e.code, e.name_ru, e.name_en, e.sport_type, e.city_id,
  c.name_ru as city_ru, c.name_en as city_en, e.place_ru, e.place_en,
  ${epochMs('e.starts_at')} as starts_ms, ${epochMs('e.ends_at')} as ends_ms,
  ${startsKeyOf('e.starts_at')} as starts_key,
  e.time_zone, e.lat, e.lng, e.star_rating::int as star_rating, e.rating_approved, e.is_online,
  e.has_live_stream, e.fast_identification, e.is_free, e.is_national,
  s.code as series_code, s.name_ru as series_ru, s.name_en as series_en,
  exists (select 1 from results rs where rs.tenant_id = e.tenant_id and rs.event_id = e.id) as has_results`);

export const CARD_JOINS = sql.raw(`left join cities c on c.id = e.city_id
  left join series s on s.id = e.series_id and s.tenant_id = e.tenant_id`);

/** A race's (`r`) columns that do not depend on the instant: what the list index keeps of it (ADR 034). */
export const RACE_COLUMNS = sql.raw(`r.event_id, r.id, r.code, r.name_ru, r.name_en, r.length_m,
  ${epochMs('r.starts_at')} as starts_ms, r.capacity, ${epochMs('r.registration_opens_at')} as opens_ms,
  ${epochMs('r.registration_closes_at')} as closes_ms, r.registration_disabled, r.gender, r.min_age, r.max_age,
  exists (select 1 from results rs where rs.tenant_id = r.tenant_id and rs.race_id = r.id) as has_results,
  r.format`);

/** Races (`r`) with their taken places, current price and the next price step, where `where` holds. */
const raceRows = (now: Date, where: SQL) =>
  sql`select ${RACE_COLUMNS}, ${takenSql(now)} as taken,
    (select ev.status from events ev where ev.id = r.event_id) as event_status,
    cur.amount as price_amount, cur.currency as price_currency,
    nxt.amount as next_amount, nxt.currency as next_currency, ${sql.raw(epochMs('nxt.valid_from'))} as next_ms
  from races r
  left join lateral (select p.amount, p.currency from race_prices p where p.tenant_id = r.tenant_id
    and p.race_id = r.id and p.valid_from <= ${now} order by p.valid_from desc limit 1) cur on true
  left join lateral (select p.amount, p.currency, p.valid_from from race_prices p where p.tenant_id = r.tenant_id
    and p.race_id = r.id and p.valid_from > ${now} order by p.valid_from asc limit 1) nxt on true
  where ${where}`;

/** The races of card `e` as one JSON array (`races`), so that a page is one query with its cards' races. */
const cardRaces = (now: Date) =>
  sql`left join lateral (select coalesce(json_agg(x order by x.length_m desc, x.id), '[]'::json) as races
    from (${raceRows(now, sql`r.tenant_id = e.tenant_id and r.event_id = e.id`)}) x) rc on true`;

function keysetCondition(after: Keyset, desc: boolean): SQL {
  const cmp = sql.raw(desc ? '<' : '>');
  return sql`(e.starts_at, e.id) ${cmp} (${after.startsAt}::timestamptz, ${after.id})`;
}

/** Catalogue list queries of one tenant. */
export function createEventsListRepo(db: Executor, tenantId: TenantId) {
  return {
    /**
     * The sort keys of a page's events (ADR 012 and its addendum): at most `limit` of them after `after`,
     * in the list's order. `matches`, the capped count of the filter set, comes with them when it costs
     * nothing more: on a first page (the same walk finds the page and counts up to EVENTS_TOTAL_CAP + 1)
     * and on every page of a search (whose candidates are counted anyway); a later page of a plain list
     * leaves it to the cursor, which carries the first page's count. Only `events` is read here: a
     * statement whose text follows the filters is planned on every call, so it stays small; the cards of
     * the page come from `cards`, whose text is always the same.
     */
    async pageKeys(
      c: ListCriteria,
      after: Keyset | null,
      limit: number,
    ): Promise<{ keys: PageKey[]; matches?: number }> {
      const desc = isDescending(c.type);
      const dir = sql.raw(desc ? 'desc' : 'asc');
      const where = and([sql`e.tenant_id = ${tenantId}`, ...listConditions(tenantId, c)]);
      const cap = EVENTS_TOTAL_CAP + 1;
      if (c.filter.q) {
        // Searching (ADR 012): the first EVENTS_TOTAL_CAP + 1 matches in the tab's date order are the
        // candidates, ranked by relevance, then that date order; the score is part of the keyset.
        const candidates = sql`select e.id, e.starts_at as sort_at, ${searchScore(searchTsquery(c.filter.q, c.searchCorrections))} as score_of
          from events e where ${where} order by e.starts_at ${dir}, e.id ${dir} limit ${cap}`;
        const order = sql`m.score_of desc, m.sort_at ${dir}, m.id ${dir}`;
        const rows = await rowsOf<PageKey & { matches: number }>(
          db,
          sql`with cand as materialized (${candidates}),
            counted as (select cand.*, count(*) over ()::int as matches from cand)
            select m.id, ${startsKey('m.sort_at')} as starts_key, m.score_of as score, m.matches
            from counted m ${after ? sql`where ${keysetOnAlias(after, desc)}` : sql``}
            order by ${order} limit ${limit}`,
        );
        // no candidate on a first page: none match; past every candidate: the cursor's count, or a count
        const matches = rows[0]?.matches ?? (after ? undefined : 0);
        return { keys: rows, ...(matches !== undefined ? { matches } : {}) };
      }
      const order = sql`e.starts_at ${dir}, e.id ${dir}`;
      if (after) {
        const keys = await rowsOf<PageKey>(
          db,
          sql`select e.id, ${startsKey('e.starts_at')} as starts_key, 0 as score from events e
            where ${where} and ${keysetCondition(after, desc)} order by ${order} limit ${limit}`,
        );
        return { keys };
      }
      // one walk of the index in the list's order: the first `limit` are the page, all of them the count
      const rows = await rowsOf<PageKey & { matches: number }>(
        db,
        sql`select m.id, ${startsKey('m.starts_at')} as starts_key, 0 as score, count(*) over ()::int as matches
          from (select e.id, e.starts_at from events e where ${where} order by ${order} limit ${cap}) m
          order by m.starts_at ${dir}, m.id ${dir} limit ${limit}`,
      );
      return { keys: rows, matches: rows[0]?.matches ?? 0 };
    },

    /**
     * The cards of some events, in the order of `ids`, each with its races as one JSON array. The text is
     * the same for every page, so on PostgreSQL it is a prepared statement with a plan kept per connection.
     */
    cards(ids: number[], now: Date): Promise<EventCardRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return preparedRowsOf(
        db,
        sql`select ${CARD_COLUMNS}, 0 as score, rc.races
          from unnest(${sql.param(ids)}::int[]) with ordinality as m(id, n)
          join events e on e.id = m.id and e.tenant_id = ${tenantId} ${CARD_JOINS} ${cardRaces(now)}
          order by m.n`,
      );
    },

    /**
     * The number of matches. With a `cap` (the list, ADR 012) it counts at most `cap + 1` rows and says
     * whether there are more; without one (the map) it is exact.
     */
    async total(c: ListCriteria, cap?: number): Promise<ListTotal> {
      const where = and([sql`e.tenant_id = ${tenantId}`, ...listConditions(tenantId, c)]);
      if (cap !== undefined) {
        const dir = sql.raw(isDescending(c.type) ? 'desc' : 'asc');
        const [row] = await rowsOf<{ n: number }>(
          db,
          sql`select (${cappedCountSql(where, sql`e.starts_at ${dir}, e.id ${dir}`, cap)}) as n`,
        );
        return cappedTotal(row?.n ?? 0, cap);
      }
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from events e where ${where}`,
      );
      return { count: row?.n ?? 0, capped: false };
    },

    /** The races of some events with their taken places, current price and the next price step. */
    async races(eventIds: number[], now: Date): Promise<RaceRow[]> {
      if (eventIds.length === 0) return [];
      const ids = sql.join(
        eventIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return rowsOf(
        db,
        sql`${raceRows(now, sql`r.tenant_id = ${tenantId} and r.event_id in (${ids})`)}
          order by r.event_id, r.length_m desc, r.id`,
      );
    },

    /** The events a club's members entered (the `club` filter). */
    async clubEventIds(clubId: number): Promise<number[]> {
      const rows = await preparedRowsOf<{ event_id: number }>(db, clubEventIdsSql(tenantId, clubId));
      return rows.map((r) => r.event_id);
    },

    /**
     * Matching cities (reference data), and unless the tenant has a full-text match for `q`, the known
     * words each of its words resembles; the tsquery text of the search or of each correction.
     */
    async searchProbe(q: string): Promise<SearchProbe> {
      const [row] = await preparedRowsOf<{
        city_ids: number[];
        has_text: boolean;
        text_query: string | null;
        corrections: [string[][], string[][]] | null;
      }>(db, searchProbeSql(tenantId, q));
      const [words, queries] = row?.corrections ?? [[], []];
      return {
        cityIds: row?.city_ids ?? [],
        corrections: row?.has_text ? undefined : words,
        textQuery: row?.has_text ? (row.text_query ?? '') : null,
        correctionQueries: queries,
      };
    },

    /** Map points: the same matches, with coordinates, capped. */
    async mapPoints(c: ListCriteria, cap: number): Promise<EventCardRow[]> {
      const where = and([
        sql`e.tenant_id = ${tenantId}`,
        ...listConditions(tenantId, c),
        sql`e.lat is not null and e.lng is not null`,
      ]);
      const dir = sql.raw(isDescending(c.type) ? 'desc' : 'asc');
      return rowsOf(
        db,
        sql`select ${CARD_COLUMNS}, 0 as score from events e ${CARD_JOINS} where ${where}
          order by e.starts_at ${dir}, e.id ${dir} limit ${cap}`,
      );
    },
  };
}

/**
 * The number of events matching `where`, counting at most `cap + 1` (ADR 012). In the tab's `order`: the
 * planner then walks from today, where matches are dense, instead of a scan in table order that can read
 * every past event before the first upcoming match.
 */
function cappedCountSql(where: SQL, order: SQL, cap = EVENTS_TOTAL_CAP): SQL {
  return sql`select count(*)::int from (select 1 from events e where ${where} order by ${order} limit ${cap + 1}) counted`;
}

function keysetOnAlias(after: Keyset, desc: boolean): SQL {
  const cmp = sql.raw(desc ? '<' : '>');
  const byDate = sql`(m.sort_at, m.id) ${cmp} (${after.startsAt}::timestamptz, ${after.id})`;
  if (after.score === undefined) return byDate;
  return sql`(m.score_of < ${after.score} or (m.score_of = ${after.score} and ${byDate}))`;
}

export type EventsListRepo = ReturnType<typeof createEventsListRepo>;
