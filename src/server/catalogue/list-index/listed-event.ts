import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '../../tenants/tenant-id.js';
import type { EventStatus } from '../../../shared/domain/event-status.js';
import { epochMs } from '../db-rows.js';
import {
  CARD_COLUMNS,
  CARD_JOINS,
  RACE_COLUMNS,
  type CardColumns,
  type RaceRow,
} from '../events-list.repo.js';
import { heldSql, untilSql } from '../list-conditions.js';
import { parseTsvector, type EventText, type Lexicon } from './event-text.js';

/**
 * A race as the list index keeps it (ADR 034): its columns that do not depend on the instant, its price
 * steps, and its places taken as the part held for good and the instants the rest lapse (heldSql, untilSql).
 */
export interface ListedRace extends Omit<
  RaceRow,
  'taken' | 'event_status' | 'price_amount' | 'price_currency' | 'next_amount' | 'next_currency' | 'next_ms'
> {
  /** [valid_from in epoch ms, amount, currency], ascending. */
  prices: [number, number, string][];
  held: number;
  /** Epoch ms, ascending. */
  until: number[];
}

/**
 * What the list index keeps of a published event (ADR 032–034): its sort key, every column a tab or
 * filter reads, its text, and its card with its races, so that a page is answered from memory.
 */
export interface ListedEvent {
  id: number;
  /** `starts_at` as the keyset's text (microseconds, UTC: cursor.ts); sorts as the time does. */
  startsKey: string;
  startsMs: number;
  endsMs: number | null;
  timeZone: string;
  seriesId: number | null;
  cityId: number | null;
  sportType: string;
  activityType: string;
  /** The place names in lower case, for the `place` filter's "contains". */
  placeRu: string | null;
  placeEn: string | null;
  starRating: number | null;
  isNational: boolean;
  fastIdentification: boolean;
  isOnline: boolean;
  hasResults: boolean;
  status: EventStatus;
  /** The `search` tsvector: what a search's full text matches and ranks (ADR 033). */
  text: EventText;
  card: CardColumns;
  /** In the card's order (longest first). */
  races: ListedRace[];
}

interface ListedEventRow extends CardColumns {
  series_id: number | null;
  activity_type: string;
  status: EventStatus;
  search: string | null;
  races: ListedRace[];
}

/** The published events of a tenant as the index keeps them: all, or those of `ids`. */
export const listedEventsSql = (tenantId: TenantId, ids: number[] | null): SQL =>
  sql`select ${CARD_COLUMNS}, e.series_id, e.activity_type, e.status, e.search::text as search,
    coalesce((select json_agg(x order by x.length_m desc, x.id) from (select ${RACE_COLUMNS},
      coalesce((select json_agg(json_build_array(${sql.raw(epochMs('p.valid_from'))}, p.amount, p.currency)
        order by p.valid_from) from race_prices p where p.tenant_id = r.tenant_id and p.race_id = r.id), '[]'::json) as prices,
      ${heldSql} as held, ${untilSql} as until
      from races r where r.tenant_id = e.tenant_id and r.event_id = e.id) x), '[]'::json) as races
  from events e ${CARD_JOINS} where e.tenant_id = ${tenantId} and e.published
    ${ids ? sql`and e.id = any(${sql.param(ids)}::int[])` : sql``}`;

export function listedEventOf(row: ListedEventRow, lexicon: Lexicon): ListedEvent {
  const { series_id, activity_type, status, search, races, ...card } = row;
  return {
    id: card.id,
    startsKey: card.starts_key,
    startsMs: card.starts_ms,
    endsMs: card.ends_ms,
    timeZone: card.time_zone,
    seriesId: series_id,
    cityId: card.city_id,
    sportType: card.sport_type,
    activityType: activity_type,
    placeRu: card.place_ru?.toLowerCase() ?? null,
    placeEn: card.place_en?.toLowerCase() ?? null,
    starRating: card.star_rating,
    isNational: card.is_national,
    fastIdentification: card.fast_identification,
    isOnline: card.is_online,
    hasResults: card.has_results,
    status,
    text: parseTsvector(search ?? '', lexicon),
    card,
    races,
  };
}

/** (startsKey, id) order: the list's keyset, ascending. */
export const compare = (a: { startsKey: string; id: number }, b: { startsKey: string; id: number }) =>
  a.startsKey < b.startsKey ? -1 : a.startsKey > b.startsKey ? 1 : a.id - b.id;

/** The places of race `r` taken at `nowMs`. */
export function takenAt(r: ListedRace, nowMs: number): number {
  // the number of `until` after nowMs: binary search for the first one
  let lo = 0;
  let hi = r.until.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (r.until[mid]! > nowMs) hi = mid;
    else lo = mid + 1;
  }
  return r.held + r.until.length - lo;
}

/** A race of the index as the cards statement answers it at `now` (raceRows of events-list.repo.ts). */
export function raceRowAt(r: ListedRace, eventStatus: EventStatus, nowMs: number): RaceRow {
  // the step in force (the last one from before now) and the next one
  const prices = r.prices;
  let next = 0;
  while (next < prices.length && prices[next]![0] <= nowMs) next += 1;
  const current = next > 0 ? prices[next - 1]! : null;
  const upcoming = prices[next] ?? null;
  // written out, not spread: a page builds a few dozen of these per request
  return {
    event_id: r.event_id,
    id: r.id,
    code: r.code,
    name_ru: r.name_ru,
    name_en: r.name_en,
    length_m: r.length_m,
    starts_ms: r.starts_ms,
    capacity: r.capacity,
    opens_ms: r.opens_ms,
    closes_ms: r.closes_ms,
    registration_disabled: r.registration_disabled,
    gender: r.gender,
    min_age: r.min_age,
    max_age: r.max_age,
    has_results: r.has_results,
    format: r.format,
    taken: takenAt(r, nowMs),
    event_status: eventStatus,
    price_amount: current ? current[1] : null,
    price_currency: current ? current[2] : null,
    next_amount: upcoming ? upcoming[1] : null,
    next_currency: upcoming ? upcoming[2] : null,
    next_ms: upcoming ? upcoming[0] : null,
  };
}

/** An event's races as the cards statement answers them at `now`. */
export const racesAt = (e: ListedEvent, nowMs: number): RaceRow[] =>
  e.races.map((r) => raceRowAt(r, e.status, nowMs));

export type { ListedEventRow };
