import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '../../tenants/tenant-id.js';
import { epochMs } from '../db-rows.js';
import { parseTsvector, type EventText, type Lexicon } from './event-text.js';

/**
 * What the list index keeps of a published event: its sort key and every column a tab or filter it
 * answers reads (ADR 032). The card itself is still read from the database for the page's events.
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
  /** Each race's [min_age, max_age] (null: no bound), for the age-group filter. */
  ages: [number | null, number | null][];
  /** The `search` tsvector: what a search's full text matches and ranks (ADR 033). */
  text: EventText;
}

interface ListedEventRow {
  id: number;
  starts_key: string;
  starts_ms: number;
  ends_ms: number | null;
  time_zone: string;
  series_id: number | null;
  city_id: number | null;
  sport_type: string;
  activity_type: string;
  place_ru: string | null;
  place_en: string | null;
  star_rating: number | null;
  is_national: boolean;
  fast_identification: boolean;
  is_online: boolean;
  has_results: boolean;
  ages: [number | null, number | null][];
  search: string | null;
}

/** The published events of a tenant as the index keeps them: all, or those of `ids`. */
export const listedEventsSql = (tenantId: TenantId, ids: number[] | null): SQL =>
  sql`select e.id, to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as starts_key,
    ${sql.raw(epochMs('e.starts_at'))} as starts_ms, ${sql.raw(epochMs('e.ends_at'))} as ends_ms,
    e.time_zone, e.series_id, e.city_id, e.sport_type, e.activity_type, e.place_ru, e.place_en,
    e.star_rating::int as star_rating, e.is_national, e.fast_identification, e.is_online,
    exists (select 1 from results rs where rs.tenant_id = e.tenant_id and rs.event_id = e.id) as has_results,
    coalesce((select json_agg(json_build_array(ra.min_age, ra.max_age)) from races ra
      where ra.tenant_id = e.tenant_id and ra.event_id = e.id), '[]'::json) as ages, e.search::text as search
  from events e where e.tenant_id = ${tenantId} and e.published
    ${ids ? sql`and e.id = any(${sql.param(ids)}::int[])` : sql``}`;

export const listedEventOf = (r: ListedEventRow, lexicon: Lexicon): ListedEvent => ({
  id: r.id,
  startsKey: r.starts_key,
  startsMs: r.starts_ms,
  endsMs: r.ends_ms,
  timeZone: r.time_zone,
  seriesId: r.series_id,
  cityId: r.city_id,
  sportType: r.sport_type,
  activityType: r.activity_type,
  placeRu: r.place_ru?.toLowerCase() ?? null,
  placeEn: r.place_en?.toLowerCase() ?? null,
  starRating: r.star_rating,
  isNational: r.is_national,
  fastIdentification: r.fast_identification,
  isOnline: r.is_online,
  hasResults: r.has_results,
  ages: r.ages,
  text: parseTsvector(r.search ?? '', lexicon),
});

export type { ListedEventRow };
