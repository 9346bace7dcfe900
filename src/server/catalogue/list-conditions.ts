import { sql, type SQL } from 'drizzle-orm';
import type { AgeGroupId } from '../../shared/domain/age-groups.js';
import type { EventsLoaderType } from '../../shared/constants.js';
import type { EventsFilter } from '../../shared/schemas/catalogue.js';
import { teamTakesPlace } from '../teams/team-places.js';
import type { TextQuery } from './list-index/text-query.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { epochMs } from './db-rows.js';

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
   * Unset while the full-text search finds something, so the text alone decides. When it finds nothing (a
   * typo?): for each word of the text, the known name words that resemble it (`search_words`, trigram word
   * similarity), and the list is searched by full text for those (ADR 012).
   */
  searchCorrections?: string[][];
  /**
   * The full-text query of the search as the list index evaluates it (ADR 033): the tsquery `searchTsquery`
   * makes, parsed; null when there is none (only the city arm is left). Unset when the index cannot
   * evaluate it, so the database answers.
   */
  searchQuery?: TextQuery | null;
  /** The events the `club` filter's club entered (looked up first: a club has few; see clubEventIdsSql). */
  clubEventIds?: number[];
}

/** Ages (inclusive) an age group spans. */
export const AGE_RANGES: Record<AgeGroupId, [number, number]> = {
  U18: [0, 17],
  '18-29': [18, 29],
  '30-39': [30, 39],
  '40-49': [40, 49],
  '50-59': [50, 59],
  '60+': [60, 200],
};

export const isDescending = (type: EventsLoaderType) => type === 'past' || type === 'results';

const hasResults = sql`exists (select 1 from results rs where rs.tenant_id = e.tenant_id and rs.event_id = e.id)`;

/**
 * Places taken of race `r`'s capacity: confirmed registrations and pending holds that have not expired. A
 * race with a children's pool counts its adults here (children take their own places, slot-pools.ts).
 */
export const takenSql = (now: Date) =>
  sql`(case when r.format = 'individual' then (select count(*)::int from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id and (r.child_capacity is null or g.pool = 'adults') and (g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now}))))
    else (select count(*)::int from teams t where t.tenant_id = r.tenant_id and t.race_id = r.id and ${teamTakesPlace('t', now)}) end)`;

/**
 * `takenSql` split for the list index (ADR 034), which counts at any instant: the places race `r` holds
 * for good (`held`: confirmed, or a hold without expiry; a team with such a member) and the instants the
 * others lapse (`until`, epoch ms ascending: a pending hold's expiry; a team's own hold or its members'
 * latest). At `now`, taken = held + the number of `until` after `now`.
 */
export const heldSql = sql`(case when r.format = 'individual' then (select count(*)::int from registrations g
    where g.tenant_id = r.tenant_id and g.race_id = r.id and (r.child_capacity is null or g.pool = 'adults')
      and (g.status = 'confirmed' or (g.status = 'pending' and g.expires_at is null)))
  else (select count(*)::int from teams t where t.tenant_id = r.tenant_id and t.race_id = r.id and t.status = 'active'
    and exists (select 1 from registrations tg where tg.tenant_id = t.tenant_id and tg.team_id = t.id
      and (tg.status = 'confirmed' or (tg.status = 'pending' and tg.expires_at is null)))) end)`;

export const untilSql = sql`(case when r.format = 'individual' then coalesce((select json_agg(${sql.raw(epochMs('g.expires_at'))} order by g.expires_at)
    from registrations g where g.tenant_id = r.tenant_id and g.race_id = r.id
      and (r.child_capacity is null or g.pool = 'adults') and g.status = 'pending' and g.expires_at is not null), '[]'::json)
  else coalesce((select json_agg(u.until order by u.until) from (select greatest(${sql.raw(epochMs('t.expires_at'))},
      (select max(${sql.raw(epochMs('tg.expires_at'))}) from registrations tg where tg.tenant_id = t.tenant_id
        and tg.team_id = t.id and tg.status = 'pending' and tg.expires_at is not null)) as until
    from teams t where t.tenant_id = r.tenant_id and t.race_id = r.id and t.status = 'active'
      and not exists (select 1 from registrations tg where tg.tenant_id = t.tenant_id and tg.team_id = t.id
        and (tg.status = 'confirmed' or (tg.status = 'pending' and tg.expires_at is null)))) u
    where u.until is not null), '[]'::json) end)`;

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

/** `column in (ids)`; false for none. */
function inIds(column: SQL, ids: number[]): SQL {
  if (!ids.length) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The full-text query of a search: the text as typed, or with corrections each word by the known words it
 * resembles (any of them; every word must match). Null when a word resembles nothing known.
 */
export function searchTsquery(q: string, corrections: string[][] | undefined): SQL | null {
  if (!corrections) return sql`websearch_to_tsquery('simple', ${q})`;
  if (!corrections.length || corrections.some((words) => !words.length)) return null;
  const anyOf = (words: string[]) =>
    sql`(${sql.join(
      words.map((w) => sql`websearch_to_tsquery('simple', ${w})`),
      sql` || `,
    )})`;
  return sql.join(corrections.map(anyOf), sql` && `);
}

/** Full text or city name; each arm can use its own index (a BitmapOr). */
export function searchCondition(tenantId: TenantId, tsquery: SQL | null, cityIds: number[]): SQL {
  const arms = tsquery ? [sql`e.search @@ (${tsquery})`] : [];
  if (cityIds.length) arms.push(sql`(e.tenant_id = ${tenantId} and ${inIds(sql`e.city_id`, cityIds)})`);
  return arms.length ? sql`(${sql.join(arms, sql` or `)})` : sql`false`;
}

/**
 * One round trip before a search: matching cities, whether the full-text search finds any event, and when
 * it does not, each word's corrections: up to three name words of the tenant with a trigram word
 * similarity of at least pg_trgm.word_similarity_threshold (0.6), the closest first. With them, the
 * tsquery text of the search (`text_query`) or of each correction, for the list index (ADR 033).
 */
export const searchProbeSql = (tenantId: TenantId, q: string) =>
  sql`with probe as (select exists (select 1 from events e where e.tenant_id = ${tenantId} and e.published
      and e.search @@ websearch_to_tsquery('simple', ${q})) as has_text)
    select array(select id from cities where to_tsvector('simple', name_ru || ' ' || name_en)
      @@ websearch_to_tsquery('simple', ${q}) order by id) as city_ids,
    probe.has_text,
    case when probe.has_text then websearch_to_tsquery('simple', ${q})::text end as text_query,
    case when probe.has_text then null else (select json_build_array(coalesce(json_agg(x.words), '[]'::json),
      coalesce(json_agg(x.queries), '[]'::json)) from (
      select w.words, array(select websearch_to_tsquery('simple', u.word)::text from unnest(w.words) as u(word)) as queries
      from unnest(tsvector_to_array(to_tsvector('simple', ${q}))) as q(word),
      lateral (select array(select v.word from search_words v where v.tenant_id = ${tenantId} and q.word <% v.word
        order by word_similarity(q.word, v.word) desc, v.word limit 3) as words) w) x) end as corrections
    from probe`;

/** Relevance of a search hit as an integer, so that it can be part of a stable keyset. */
export function searchScore(tsquery: SQL | null): SQL {
  return tsquery ? sql`round(ts_rank(e.search, ${tsquery}) * 10000)::int` : sql`0`;
}

/**
 * Registration `alias` enters its club's member in event `e`: any that is not cancelled. The `club` filter
 * and the clubs page (clubs.repo.ts) count a club's events by it.
 */
export const clubEntry = (alias: string) => {
  const g = sql.identifier(alias);
  return sql`${g}.tenant_id = e.tenant_id and ${g}.event_id = e.id and ${g}.status <> 'cancelled'`;
};

/**
 * The events a club's members entered (as `clubEntry` counts them), looked up before the list: as a list
 * of ids the planner knows how few they are, where a correlated `exists` made it walk every event.
 */
export const clubEventIdsSql = (tenantId: TenantId, clubId: number) =>
  sql`select distinct cg.event_id from registrations cg
    where cg.tenant_id = ${tenantId} and cg.club_id = ${clubId} and cg.status <> 'cancelled'`;

/** Every condition of the tab and the filters (not the tenant itself, not the keyset). */
export function listConditions(tenantId: TenantId, c: ListCriteria): SQL[] {
  const f = c.filter;
  const out: SQL[] = [sql`e.published`];
  const tab = tabCondition(c);
  if (tab) out.push(tab);
  if (f.q) {
    out.push(searchCondition(tenantId, searchTsquery(f.q, c.searchCorrections), c.searchCityIds ?? []));
  }
  if (f.city !== undefined) out.push(sql`e.city_id = ${f.city}`);
  if (f.club !== undefined) {
    out.push(
      c.clubEventIds
        ? inIds(sql`e.id`, c.clubEventIds)
        : sql`exists (select 1 from registrations cg where ${clubEntry('cg')} and cg.club_id = ${f.club})`,
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
    // The first condition follows from the second; it is in the list index, so past events are ruled out
    // without a look at their races (ADR 012). The second is a per-event look-up (a subquery with a limit,
    // which the planner keeps as one), never a hash of every open race: misjudging how many events match,
    // the planner hashed all races (40–180 ms) where walking the events in the tab's order takes 2–5 ms.
    // The event's own status (registration closed for the whole event, ADR 028) is read from `e` before the
    // races: as a look-up inside the subquery (`ev`, meant to keep the walk index-only) it ran as a one-time
    // filter for every candidate, and the walk with it took 16–31 ms where this one takes 13–14 (bench/README.md).
    out.push(sql`e.last_race_starts_at > ${c.now}`);
    out.push(sql`e.status = 'published'`);
    out.push(sql`coalesce((select true from races r where r.tenant_id = e.tenant_id and r.event_id = e.id
      and not r.registration_disabled and r.starts_at > ${c.now}
      and (r.registration_opens_at is null or r.registration_opens_at <= ${c.now})
      and (r.registration_closes_at is null or r.registration_closes_at > ${c.now})
      and (r.capacity is null or ${takenSql(c.now)} < r.capacity) limit 1), false)`);
  }
  if (f.ageGroup) {
    const [lo, hi] = AGE_RANGES[f.ageGroup];
    out.push(sql`exists (select 1 from races ra where ra.tenant_id = e.tenant_id and ra.event_id = e.id
      and (ra.min_age is null or ra.min_age <= ${hi}) and (ra.max_age is null or ra.max_age >= ${lo}))`);
  }
  if (f.series) {
    // Not correlated with `e`: run once (an InitPlan), so the series index can serve it.
    out.push(
      sql`e.series_id = (select se.id from series se where se.tenant_id = ${tenantId} and se.code = ${f.series})`,
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
