import { AGE_GROUPS } from '../../shared/domain/age-groups.js';
import { can } from '../../shared/domain/cabinet-permissions.js';
import { isPublicStatus } from '../../shared/domain/event-status.js';
import { categoryFits, defaultResultCategory } from '../../shared/domain/result-categories.js';
import { ACTIVITY_TYPES } from '../../shared/domain/sport-types.js';
import type {
  EventDetail,
  EventsFilter,
  EventsList,
  EventsListQuery,
  EventsMap,
  EventsRating,
  Results,
  SeriesDetail,
  StartList,
} from '../../shared/schemas/catalogue.js';
import type { SeriesList } from '../../shared/schemas/content.js';
import type { z } from 'zod';
import { EVENTS_TOTAL_CAP, eventsListSchema, eventsMapSchema } from '../../shared/schemas/catalogue.js';
import type { resultsQuerySchema, startListQuerySchema } from '../../shared/schemas/catalogue.js';
import { cabinetRoleFor } from '../cabinet/cabinet-access.js';
import { DomainError } from '../domain-error.js';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../request-context.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { eventCard, pick, raceInfo, sportName } from './cards.js';
import { createCatalogueRepo } from './catalogue.repo.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { createEventPageRepo } from './event-page.repo.js';
import { cappedTotal, createEventsListRepo, type ListTotal } from './events-list.repo.js';
import type { ListCriteria } from './list-conditions.js';
import { indexAnswers } from './list-index/index-conditions.js';
import { createListIndexes } from './list-index/list-indexes.js';
import type { TenantListIndex } from './list-index/tenant-list-index.js';
import { searchQueryOf } from './list-index/text-query.js';
import { listCriteria, moscowDayStart } from './list-criteria.js';
import { createMicroCache } from './micro-cache.js';
import { createParticipantsRepo } from './participants.repo.js';
import { sanitizeDescription } from './sanitize.js';
import { createSeriesListRepo } from './series-list.repo.js';

export const MAP_POINTS_CAP = 5000;
const RATING_LIMIT = 200;

/** The catalogue's repositories, bound to one tenant. */
function reposOf(db: Db, tenantId: TenantId) {
  return {
    list: createEventsListRepo(db, tenantId),
    page: createEventPageRepo(db, tenantId),
    participants: createParticipantsRepo(db, tenantId),
    catalogue: createCatalogueRepo(db, tenantId),
    seriesList: createSeriesListRepo(db, tenantId),
  };
}

type EventsRepos = ReturnType<typeof reposOf>;

type MapQuery = EventsFilter & { type: EventsListQuery['type'] };

const notFound = () => new DomainError('NOT_FOUND');

/** The public catalogue: list, map, event page, start list, results, series, rating. */
export function createEventsService(db: Db, options: { cacheMs?: number; clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date());
  // Cached as JSON text, checked against the contract once when computed, so a hit costs no serialising.
  const listCache = createMicroCache<string>(options.cacheMs ?? 0);
  const mapCache = createMicroCache<string>(options.cacheMs ?? 0, 200);
  // The pages of one filter set share their total (the list's capped one, the map's exact one).
  const totalCache = createMicroCache<ListTotal>(options.cacheMs ?? 0);
  // The list's page keys and counts without a search, from memory (ADR 032).
  const listIndexes = createListIndexes(db);

  /**
   * The event of a page (its detail, start list, results). A draft is not public: it answers as if it did
   * not exist, but to a signed-in member of its organizer's cabinet (any role that may view the event,
   * cabinet-permissions.ts), who previews it at its public address (ADR 028). None of these answers is
   * micro-cached, and the routes send them `private, no-store`: a preview never sits in a shared cache.
   */
  async function eventOf(ctx: RequestContext, repos: EventsRepos, code: string) {
    const row = await repos.page.eventByCode(code);
    if (!row) throw notFound();
    if (!isPublicStatus(row.status)) {
      const role = ctx.user ? await cabinetRoleFor(db, ctx, row.organizer_id) : null;
      if (!can(role, 'events.view')) throw notFound();
    }
    return row;
  }

  /** What the list's conditions look up first: the search's cities and corrections, the club's events. */
  async function prepare(repos: EventsRepos, criteria: ListCriteria, query: EventsFilter): Promise<void> {
    await Promise.all([
      query.q &&
        repos.list.searchProbe(query.q).then((probe) => {
          criteria.searchCityIds = probe.cityIds;
          criteria.searchCorrections = probe.corrections;
          criteria.searchQuery = searchQueryOf(probe.textQuery, probe.correctionQueries);
        }),
      query.club !== undefined &&
        repos.list.clubEventIds(query.club).then((ids) => {
          criteria.clubEventIds = ids;
        }),
    ]);
  }

  /** The number of matches of a filter set: capped for the list (ADR 012), exact for the map. */
  function totalOf(
    ctx: RequestContext,
    repos: EventsRepos,
    query: MapQuery,
    criteria: ListCriteria,
    cap?: number,
    index?: TenantListIndex | null,
  ): Promise<ListTotal> {
    if (index && cap !== undefined) return Promise.resolve(cappedTotal(index.count(criteria, cap), cap));
    const filterSet = { ...query, cursor: undefined, limit: undefined, cap };
    return totalCache.get(cacheKey(ctx, filterSet), () => repos.list.total(criteria, cap));
  }

  async function loadList(ctx: RequestContext, query: EventsListQuery): Promise<EventsList> {
    const lang = ctx.language;
    const repos = reposOf(db, ctx.tenant.id);
    const now = clock();
    const criteria = listCriteria(query.type, query, now, lang);
    const after = query.cursor ? decodeCursor(query.cursor, lang) : null;
    // Without a campaign, the page's keys and cards come from the tenant's list index, brought up to date
    // while the club filter's events or the search's cities and query are looked up (ADR 032–034).
    const [index] = await Promise.all([
      !query.campaign ? listIndexes.answering(ctx.tenant.id) : null,
      prepare(repos, criteria, query),
    ]);
    const answering = index && indexAnswers(criteria) ? index : null;
    // The page's keys with the capped count (a later page's count rides in its cursor), then their cards,
    // whose statement is always the same text (ADR 012 addendum).
    const { keys, matches } = answering
      ? answering.pageKeys(criteria, after, query.limit + 1)
      : await repos.list.pageKeys(criteria, after, query.limit + 1);
    const page = keys.slice(0, query.limit);
    const ids = page.map((k) => k.id);
    const [cards, total] = await Promise.all([
      answering?.cards(ids, now) ??
        repos.list.cards(ids, now).then((rows) => rows.map((row) => ({ row, races: row.races ?? [] }))),
      matches !== undefined
        ? cappedTotal(matches)
        : after?.matches !== undefined
          ? cappedTotal(after.matches)
          : totalOf(ctx, repos, query, criteria, EVENTS_TOTAL_CAP, answering),
    ]);
    const last = page.at(-1);
    const nextCursor =
      keys.length > query.limit && last
        ? encodeCursor({
            startsAt: last.starts_key,
            id: last.id,
            score: query.q ? last.score : undefined,
            matches: matches ?? after?.matches,
          })
        : null;
    return {
      items: cards.map((c) => eventCard(c.row, c.races, now, lang)),
      total: total.count,
      totalCapped: total.capped,
      nextCursor,
    };
  }

  async function loadMap(ctx: RequestContext, query: MapQuery): Promise<EventsMap> {
    const lang = ctx.language;
    const repos = reposOf(db, ctx.tenant.id);
    const criteria = listCriteria(query.type, query, clock(), lang);
    await prepare(repos, criteria, query);
    const [rows, total] = await Promise.all([
      repos.list.mapPoints(criteria, MAP_POINTS_CAP),
      totalOf(ctx, repos, query, criteria),
    ]);
    return {
      total: total.count,
      points: rows.map((r) => ({
        code: r.code,
        name: pick(lang, r.name_ru, r.name_en),
        lat: r.lat ?? 0,
        lng: r.lng ?? 0,
        startsAt: new Date(r.starts_ms).toISOString(),
        city: r.city_ru === null ? null : pick(lang, r.city_ru, r.city_en),
        sportType: sportName(r.sport_type, lang),
      })),
    };
  }

  const cacheKey = (ctx: RequestContext, query: object) =>
    `${ctx.tenant.id}|${ctx.language}|${JSON.stringify(query)}`;

  return {
    /** Loads the list index of every tenant (after the app listens, ADR 032). */
    warmListIndexes: () => listIndexes.warm(),

    /**
     * Drops the cached list, map and totals pages, so an organizer's change (a race's price, places, dates)
     * shows on the next request instead of after the cache time.
     */
    forgetCached(): void {
      listCache.clear();
      mapCache.clear();
      totalCache.clear();
    },

    /** The list page as JSON text (validated by the contract); identical queries within the cache time reuse it. */
    listJson(ctx: RequestContext, query: EventsListQuery): Promise<string> {
      return listCache.get(cacheKey(ctx, query), async () =>
        JSON.stringify(eventsListSchema.parse(await loadList(ctx, query))),
      );
    },

    /** Map points of the list's matches (no paging, capped). */
    mapJson(ctx: RequestContext, query: MapQuery): Promise<string> {
      return mapCache.get(cacheKey(ctx, query), async () =>
        JSON.stringify(eventsMapSchema.parse(await loadMap(ctx, query))),
      );
    },

    async detail(ctx: RequestContext, code: string): Promise<EventDetail> {
      const lang = ctx.language;
      const repos = reposOf(db, ctx.tenant.id);
      const now = clock();
      const row = await eventOf(ctx, repos, code);
      const [races, items] = await Promise.all([repos.list.races([row.id], now), repos.page.items(row.id)]);
      const activity = ACTIVITY_TYPES.find((a) => a.id === row.activity_type) ?? ACTIVITY_TYPES[0];
      return {
        ...eventCard(row, races, now, lang),
        draft: !isPublicStatus(row.status),
        description: sanitizeDescription(
          lang === 'en' && row.description_en ? row.description_en : row.description_ru,
        ),
        activityType: { id: activity.id, name: activity[lang] },
        program: (lang === 'en' && row.program.en?.length ? row.program.en : row.program.ru) ?? [],
        website: row.website,
        organizer: {
          name: row.org_name ?? '',
          email: row.org_email,
          phone: row.org_phone,
          website: row.org_website,
          requisites: {
            legalName: row.org_legal_name ?? '',
            inn: row.org_inn ?? '',
            ogrn: row.org_ogrn ?? '',
            address: row.org_address ?? '',
          },
        },
        operator: row.operator_name,
        documents: row.documents.map((d) => ({
          kind: d.kind,
          title: pick(lang, d.titleRu, d.titleEn),
          url: d.url,
        })),
        beneficiary: row.beneficiary,
        races: races.map((r) => raceInfo(r, row.code, now, lang)),
        items: items.map((i) => ({
          id: i.id,
          kind: i.kind,
          name: pick(lang, i.name_ru, i.name_en),
          description: pick(lang, i.description_ru, i.description_en),
          price: { amount: i.price_amount, currency: i.currency },
          inStock: i.stock === null || i.stock > 0,
        })),
        startPack: row.start_pack
          ? {
              description: pick(lang, row.start_pack.descriptionRu, row.start_pack.descriptionEn),
              place: row.start_pack.place,
              schedule: row.start_pack.schedule,
            }
          : null,
        contacts: { email: row.contact_email, phone: row.contact_phone },
      };
    },

    async startList(
      ctx: RequestContext,
      code: string,
      query: z.infer<typeof startListQuerySchema>,
    ): Promise<StartList> {
      const lang = ctx.language;
      const repos = reposOf(db, ctx.tenant.id);
      const now = clock();
      const row = await eventOf(ctx, repos, code);
      const offset = query.cursor ?? 0;
      const [counts, list] = await Promise.all([
        repos.participants.raceCounts(row.id, now),
        repos.participants.startList(row.id, {
          race: query.race,
          q: query.q,
          offset,
          limit: query.limit,
          now,
        }),
      ]);
      return {
        races: counts.map((c) => ({ code: c.code, name: pick(lang, c.name_ru, c.name_en), count: c.n })),
        participants: list.rows.map((p) => ({
          bib: p.bib,
          name: [p.last_name, p.first_name].filter(Boolean).join(' '),
          raceCode: p.race_code,
          city: p.city_name,
          club: p.club,
          team: p.team,
          stage: p.stage,
        })),
        total: list.total,
        nextCursor: offset + list.rows.length < list.total ? offset + list.rows.length : null,
      };
    },

    async results(
      ctx: RequestContext,
      code: string,
      query: z.infer<typeof resultsQuerySchema>,
    ): Promise<Results> {
      const lang = ctx.language;
      const repos = reposOf(db, ctx.tenant.id);
      const row = await eventOf(ctx, repos, code);
      const races = await repos.list.races([row.id], clock());
      const race = query.race
        ? races.find((r) => r.code === query.race)
        : (races.find((r) => r.has_results) ?? races[0]);
      if (!race) throw notFound();
      // a team or relay race opens on its teams; an individual race has none (issue 17)
      const category =
        query.category && categoryFits(query.category, race.format)
          ? query.category
          : defaultResultCategory(race.format);
      const format = race.format;
      const [rows, groups, teams] = await Promise.all([
        category === 'team' ? [] : repos.participants.results(race.id, { ...query, category }),
        repos.participants.ageGroupsOfRace(race.id),
        category === 'team' && format !== 'individual'
          ? repos.participants.teamResults(race.id, { format, q: query.q })
          : [],
      ]);
      return {
        race: { code: race.code, name: pick(lang, race.name_ru, race.name_en), lengthM: race.length_m },
        format,
        category,
        races: races
          .filter((r) => r.has_results)
          .map((r) => ({ code: r.code, name: pick(lang, r.name_ru, r.name_en) })),
        ageGroups: AGE_GROUPS.filter((g) => groups.some((x) => x.age_group === g.id)).map((g) => ({
          id: g.id,
          name: g[lang],
        })),
        rows: rows.map((r) => ({
          place: r.place,
          bib: r.bib,
          name: r.name,
          gender: r.gender,
          timeMs: r.time_ms,
          ageGroup: r.age_group,
          club: r.club,
          city: r.city,
          status: r.status,
        })),
        teams: teams.map((team) => ({
          place: team.place,
          name: team.name,
          timeMs: team.time_ms,
          status: team.status,
          members: team.members,
        })),
      };
    },

    async series(ctx: RequestContext, code: string): Promise<SeriesDetail> {
      const lang = ctx.language;
      const row = await createCatalogueRepo(db, ctx.tenant.id).seriesByCode(code, moscowDayStart(clock()));
      if (!row) throw notFound();
      return {
        code: row.code,
        name: pick(lang, row.name_ru, row.name_en),
        description: sanitizeDescription(pick(lang, row.description_ru, row.description_en)),
        eventsCount: row.events_count,
        upcomingCount: row.upcoming_count,
        sportTypes: (row.sport_types ?? []).sort().map((id) => ({ id, name: sportName(id, lang) })),
        period: {
          from: row.from_ms === null ? null : new Date(row.from_ms).toISOString(),
          to: row.to_ms === null ? null : new Date(row.to_ms).toISOString(),
        },
      };
    },

    /** The home page's series: those with upcoming events first, by next start; then the rest. */
    async seriesList(ctx: RequestContext, limit: number): Promise<SeriesList> {
      const lang = ctx.language;
      const rows = await createSeriesListRepo(db, ctx.tenant.id).upcomingFirst(
        moscowDayStart(clock()),
        limit,
      );
      return {
        items: rows.map((r) => ({
          code: r.code,
          name: pick(lang, r.name_ru, r.name_en),
          upcomingCount: r.upcoming_count,
          nextStartsAt: r.next_ms === null ? null : new Date(r.next_ms).toISOString(),
          sportTypes: r.sport_types,
        })),
      };
    },

    async rating(ctx: RequestContext): Promise<EventsRating> {
      const lang = ctx.language;
      const rows = await createCatalogueRepo(db, ctx.tenant.id).rating(RATING_LIMIT);
      return {
        items: rows.map((r) => ({
          code: r.code,
          name: pick(lang, r.name_ru, r.name_en),
          url: `/event/${encodeURIComponent(r.code)}`,
          starRating: r.star_rating,
          ratingApproved: r.rating_approved,
          city: r.city_ru === null ? null : pick(lang, r.city_ru, r.city_en),
          startsAt: new Date(r.starts_ms).toISOString(),
          sportType: sportName(r.sport_type, lang),
        })),
      };
    },

    /** Every published event and series URL of the tenant with its last change (sitemap). */
    sitemapEntries(ctx: RequestContext) {
      return createEventPageRepo(db, ctx.tenant.id).sitemapEntries();
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
