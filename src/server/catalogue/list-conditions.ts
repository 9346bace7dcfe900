import { sql, type SQL } from 'drizzle-orm';
import type { AgeGroupId } from '../../shared/domain/age-groups.js';
import type { EventsLoaderType } from '../../shared/constants.js';
import type { EventsFilter } from '../../shared/schemas/catalogue.js';

/** What the list, map and total queries need besides the tenant: the filters resolved to instants. */
export interface ListCriteria {
  type: EventsLoaderType;
  filter: EventsFilter;
  now: Date;
  /** Start of today (Europe/Moscow). */
  dayStart: Date;
  dateFrom: Date | null;
  /** Exclusive end of the date range. */
  dateTo: Date | null;
  /** Cities whose names match the search text (looked up first: the table is small). */
  searchCityIds?: number[];
  /**
   * 'text': the full-text search finds something, so it alone decides; 'fuzzy': it finds nothing (a typo?),
   * so names are matched by trigram word similarity instead.
   */
  searchMode?: 'text' | 'fuzzy';
}

/** Ages (inclusive) an age group spans. */
const AGE_RANGES: Record<AgeGroupId, [number, number]> = {
  U18: [0, 17],
  '18-29': [18, 29],
  '30-39': [30, 39],
  '40-49': [40, 49],
  '50-59': [50, 59],
  '60+': [60, 200],
};

export const isDescending = (type: EventsLoaderType) => type === 'past' || type === 'results';

const hasResults = sql`exists (select 1 from results rs where rs.tenant_id = e.tenant_id and rs.event_id = e.id)`;

/** Places taken in race `r`: confirmed registrations and pending holds that have not expired. */
export const takenSql = (now: Date) =>
  sql`(select count(*)::int from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id and (g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now}))))`;

function tabCondition(c: ListCriteria): SQL | null {
  switch (c.type) {
    case 'all':
      return null;
    case 'future':
      return sql`e.starts_at >= ${c.dayStart}`;
    case 'today': {
      // A coarse range for the index, then the calendar day in the event's own time zone.
      const from = new Date(c.dayStart.getTime() - 14 * 3600_000);
      const to = new Date(c.dayStart.getTime() + 38 * 3600_000);
      return sql`e.starts_at >= ${from} and e.starts_at < ${to} and (e.starts_at at time zone e.time_zone)::date = (${c.now}::timestamptz at time zone e.time_zone)::date`;
    }
    case 'series':
      return sql`e.series_id is not null and e.starts_at >= ${c.dayStart}`;
    case 'virtual':
      return sql`e.is_online and coalesce(e.ends_at, e.starts_at) >= ${c.dayStart}`;
    case 'results':
      return sql`e.starts_at < ${c.now} and ${hasResults}`;
    case 'past':
      return sql`e.starts_at < ${c.dayStart}`;
  }
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** The lower-cased search text the trigram operator compares with `events.name_norm`. */
export const normalizedQuery = (q: string) => q.trim().toLowerCase();

/** Full text, typo-tolerant name, or city name; each arm can use its own index (a BitmapOr). */
export function searchCondition(tenantId: number, q: string, cityIds: number[], mode: 'text' | 'fuzzy'): SQL {
  const arms = [
    mode === 'text'
      ? sql`e.search @@ websearch_to_tsquery('simple', ${q})`
      : sql`${normalizedQuery(q)} <% e.name_norm`,
  ];
  if (cityIds.length) {
    const ids = sql.join(
      cityIds.map((id) => sql`${id}`),
      sql`, `,
    );
    arms.push(sql`(e.tenant_id = ${tenantId} and e.city_id in (${ids}))`);
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** One round trip before a search: matching cities, and whether the full-text search finds any event. */
export const searchProbeSql = (tenantId: number, q: string) =>
  sql`select array(select id from cities where to_tsvector('simple', name_ru || ' ' || name_en)
      @@ websearch_to_tsquery('simple', ${q}) order by id) as city_ids,
    exists (select 1 from events e where e.tenant_id = ${tenantId} and e.published
      and e.search @@ websearch_to_tsquery('simple', ${q})) as has_text`;

/** Relevance of a search hit as an integer, so that it can be part of a stable keyset. */
export function searchScore(q: string, mode: 'text' | 'fuzzy'): SQL {
  return mode === 'text'
    ? sql`round(ts_rank(e.search, websearch_to_tsquery('simple', ${q})) * 10000)::int`
    : sql`round(word_similarity(${normalizedQuery(q)}, e.name_norm) * 10000)::int`;
}

/**
 * Registration `alias` enters its club's member in event `e`: any that is not cancelled. The `club` filter
 * and the clubs page (clubs.repo.ts) count a club's events by it.
 */
export const clubEntry = (alias: string) => {
  const g = sql.identifier(alias);
  return sql`${g}.tenant_id = e.tenant_id and ${g}.event_id = e.id and ${g}.status <> 'cancelled'`;
};

/** Every condition of the tab and the filters (not the tenant itself, not the keyset). */
export function listConditions(tenantId: number, c: ListCriteria): SQL[] {
  const f = c.filter;
  const out: SQL[] = [sql`e.published`];
  const tab = tabCondition(c);
  if (tab) out.push(tab);
  if (f.q) out.push(searchCondition(tenantId, f.q, c.searchCityIds ?? [], c.searchMode ?? 'text'));
  if (f.city !== undefined) out.push(sql`e.city_id = ${f.city}`);
  if (f.club !== undefined) {
    out.push(
      sql`exists (select 1 from registrations cg where ${clubEntry('cg')} and cg.club_id = ${f.club})`,
    );
  }
  if (f.sport?.length) {
    out.push(
      sql`e.sport_type in (${sql.join(
        f.sport.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (f.activity) out.push(sql`e.activity_type = ${f.activity}`);
  if (c.dateFrom) out.push(sql`e.starts_at >= ${c.dateFrom}`);
  if (c.dateTo) out.push(sql`e.starts_at < ${c.dateTo}`);
  if (f.place) {
    const p = likePattern(f.place);
    out.push(sql`(e.place_ru ilike ${p} or e.place_en ilike ${p})`);
  }
  if (f.rating !== undefined) out.push(sql`e.star_rating >= ${f.rating}`);
  if (f.national) out.push(sql`e.is_national`);
  if (f.fastId) out.push(sql`e.fast_identification`);
  if (f.available) {
    out.push(sql`exists (select 1 from races r where r.tenant_id = e.tenant_id and r.event_id = e.id
      and not r.registration_disabled and r.starts_at > ${c.now}
      and (r.registration_opens_at is null or r.registration_opens_at <= ${c.now})
      and (r.registration_closes_at is null or r.registration_closes_at > ${c.now})
      and (r.capacity is null or ${takenSql(c.now)} < r.capacity))`);
  }
  if (f.ageGroup) {
    const [lo, hi] = AGE_RANGES[f.ageGroup];
    out.push(sql`exists (select 1 from races ra where ra.tenant_id = e.tenant_id and ra.event_id = e.id
      and (ra.min_age is null or ra.min_age <= ${hi}) and (ra.max_age is null or ra.max_age >= ${lo}))`);
  }
  if (f.series) {
    out.push(
      sql`e.series_id = (select se.id from series se where se.tenant_id = e.tenant_id and se.code = ${f.series})`,
    );
  }
  if (f.campaign) {
    // the campaign of this code within the event's (the request's) tenant
    out.push(sql`exists (select 1 from campaign_events ce join campaigns ca on ca.id = ce.campaign_id
      and ca.tenant_id = ce.tenant_id where ce.tenant_id = e.tenant_id and ce.event_id = e.id
      and ca.code = ${f.campaign})`);
  }
  return out;
}

export const and = (parts: SQL[]) => sql.join(parts, sql` and `);
