import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { events, registrations } from '../db/schema.js';
import { preparedRowsOf, rowsOf } from './db-rows.js';

export interface SeriesRow {
  id: number;
  code: string;
  name_ru: string;
  name_en: string;
  description_ru: string;
  description_en: string;
  events_count: number;
  upcoming_count: number;
  sport_types: string[] | null;
  from_ms: number | null;
  to_ms: number | null;
}

export interface RatingRow {
  code: string;
  name_ru: string;
  name_en: string;
  star_rating: number;
  rating_approved: boolean;
  city_ru: string | null;
  city_en: string | null;
  starts_ms: number;
  sport_type: string;
}

/** What the events list's filter panel offers: only what published events of the tenant have. */
export interface FilterVocabulary {
  cityRows: { id: number; name_ru: string; name_en: string }[];
  clubRows: { id: number; name: string }[];
  placeRows: { place_ru: string; place_en: string | null }[];
  seriesRows: { code: string; name_ru: string; name_en: string }[];
}

/** Events that give the filter panel a place: published, on site, with a place (events_places_idx). */
const placeOf = (tenantId: TenantId) =>
  sql`e.tenant_id = ${tenantId} and e.published and e.place_ru is not null and not e.is_online`;

/** Catalogue queries of one tenant. */
export function createCatalogueRepo(db: Executor, tenantId: TenantId) {
  return {
    /** Registrations still alive (pending or confirmed) for the tenant's events starting at or after `now`. */
    async countLiveRegistrations(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(registrations)
        .innerJoin(
          events,
          and(eq(events.id, registrations.eventId), eq(events.tenantId, registrations.tenantId)),
        )
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            inArray(registrations.status, ['pending', 'confirmed']),
            gte(events.startsAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    async seriesByCode(code: string, dayStart: Date): Promise<SeriesRow | null> {
      const [row] = await rowsOf<SeriesRow>(
        db,
        sql`select s.id, s.code, s.name_ru, s.name_en, s.description_ru, s.description_en,
          count(e.id)::int as events_count,
          (count(e.id) filter (where e.starts_at >= ${dayStart}))::int as upcoming_count,
          array_agg(distinct e.sport_type) filter (where e.id is not null) as sport_types,
          (extract(epoch from min(e.starts_at)) * 1000)::float8 as from_ms,
          (extract(epoch from max(coalesce(e.ends_at, e.starts_at))) * 1000)::float8 as to_ms
        from series s left join events e on e.series_id = s.id and e.tenant_id = s.tenant_id and e.published
        where s.tenant_id = ${tenantId} and s.code = ${code}
        group by s.id`,
      );
      return row ?? null;
    },

    rating(limit: number): Promise<RatingRow[]> {
      return rowsOf(
        db,
        sql`select e.code, e.name_ru, e.name_en, e.star_rating::int as star_rating, e.rating_approved,
          c.name_ru as city_ru, c.name_en as city_en, (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms,
          e.sport_type
        from events e left join cities c on c.id = e.city_id
        where e.tenant_id = ${tenantId} and e.published and e.star_rating >= 1
        order by e.star_rating desc, e.rating_approved desc, e.starts_at asc, e.id asc limit ${limit}`,
      );
    },

    /**
     * The filter vocabulary that has published events behind it: cities, clubs, places and series, as four
     * JSON arrays of one prepared statement (db-rows.ts), since every list page's render asks for it. As
     * four statements they were four round trips a page, each a write to the socket and a wake-up of the
     * database, which cost the app more than the database's work (bench/README.md).
     */
    async filterVocabulary(): Promise<FilterVocabulary> {
      const [row] = await preparedRowsOf<FilterVocabulary>(
        db,
        sql`select
          (select coalesce(json_agg(json_build_object('id', c.id, 'name_ru', c.name_ru, 'name_en', c.name_en)
              order by c.name_ru, c.id), '[]'::json)
            from cities c where exists (select 1 from events e
              where e.tenant_id = ${tenantId} and e.published and e.city_id = c.id)) as "cityRows",
          -- the clubs of the tenant's entries, each entry's event looked up by its key (not a walk of every event)
          (select coalesce(json_agg(json_build_object('id', cl.id, 'name', cl.name) order by cl.name, cl.id), '[]'::json)
            from clubs cl where cl.tenant_id = ${tenantId} and cl.id in (
              select g.club_id from registrations g where g.tenant_id = ${tenantId} and g.club_id is not null
                and g.status <> 'cancelled' and exists (select 1 from events e
                  where e.id = g.event_id and e.tenant_id = g.tenant_id and e.published))) as "clubRows",
          -- one look into events_places_idx per distinct place (a skip scan), not a walk of every event's
          -- entry (85,000 of them for 29 places on the load data: 9–12 ms a page, now 0.3 ms)
          (select coalesce(json_agg(json_build_object('place_ru', x.place_ru, 'place_en', x.place_en)
              order by x.place_ru), '[]'::json)
            from (with recursive p as (
                (select e.place_ru, e.place_en from events e where ${placeOf(tenantId)}
                  order by e.place_ru, e.place_en limit 1)
                union all
                select n.place_ru, n.place_en from p cross join lateral (
                  select e.place_ru, e.place_en from events e where ${placeOf(tenantId)} and e.place_ru > p.place_ru
                  order by e.place_ru, e.place_en limit 1) n)
              select place_ru, place_en from p limit 500) x) as "placeRows",
          (select coalesce(json_agg(json_build_object('code', s.code, 'name_ru', s.name_ru, 'name_en', s.name_en)
              order by s.name_ru, s.id), '[]'::json)
            from series s where s.tenant_id = ${tenantId} and exists (
              select 1 from events e where e.tenant_id = s.tenant_id and e.series_id = s.id and e.published)) as "seriesRows"`,
      );
      return row ?? { cityRows: [], clubRows: [], placeRows: [], seriesRows: [] };
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
