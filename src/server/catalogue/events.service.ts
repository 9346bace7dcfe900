import type { Language } from '../../shared/constants.js';
import { AGE_GROUPS } from '../../shared/domain/age-groups.js';
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
import { DomainError } from '../domain-error.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { eventCard, pick, raceInfo, sportName } from './cards.js';
import type { CatalogueRepo } from './catalogue.repo.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { EventPageRepo } from './event-page.repo.js';
import { cappedTotal, type EventsListRepo, type ListTotal } from './events-list.repo.js';
import type { ListCriteria } from './list-conditions.js';
import { listCriteria, moscowDayStart } from './list-criteria.js';
import { createMicroCache } from './micro-cache.js';
import type { ParticipantsRepo } from './participants.repo.js';
import { sanitizeDescription } from './sanitize.js';
import type { SeriesListRepo } from './series-list.repo.js';

export const MAP_POINTS_CAP = 5000;
const RATING_LIMIT = 200;

export interface EventsRepos {
  list: EventsListRepo;
  page: EventPageRepo;
  participants: ParticipantsRepo;
  catalogue: CatalogueRepo;
  seriesList: SeriesListRepo;
}

type MapQuery = EventsFilter & { type: EventsListQuery['type'] };

const notFound = () => new DomainError('NOT_FOUND');

/** The public catalogue: list, map, event page, start list, results, series, rating. */
export function createEventsService(
  repos: EventsRepos,
  options: { cacheMs?: number; clock?: () => Date } = {},
) {
  const clock = options.clock ?? (() => new Date());
  // Cached as JSON text, checked against the contract once when computed, so a hit costs no serialising.
  const listCache = createMicroCache<string>(options.cacheMs ?? 0);
  const mapCache = createMicroCache<string>(options.cacheMs ?? 0, 200);
  // The pages of one filter set share their total (the list's capped one, the map's exact one).
  const totalCache = createMicroCache<ListTotal>(options.cacheMs ?? 0);

  async function eventOf(tenant: Tenant, code: string) {
    const row = await repos.page.eventByCode(tenant.id, code);
    if (!row) throw notFound();
    return row;
  }

  /** What the list's conditions look up first: the search's cities and corrections, the club's events. */
  async function prepare(tenant: Tenant, criteria: ListCriteria, query: EventsFilter): Promise<void> {
    await Promise.all([
      query.q &&
        repos.list.searchProbe(tenant.id, query.q).then((probe) => {
          criteria.searchCityIds = probe.cityIds;
          criteria.searchCorrections = probe.corrections;
        }),
      query.club !== undefined &&
        repos.list.clubEventIds(tenant.id, query.club).then((ids) => {
          criteria.clubEventIds = ids;
        }),
    ]);
  }

  /** The number of matches of a filter set: capped for the list (ADR 012), exact for the map. */
  function totalOf(
    tenant: Tenant,
    lang: Language,
    query: MapQuery,
    criteria: ListCriteria,
    cap?: number,
  ): Promise<ListTotal> {
    const filterSet = { ...query, cursor: undefined, limit: undefined, cap };
    return totalCache.get(cacheKey(tenant, lang, filterSet), () =>
      repos.list.total(tenant.id, criteria, cap),
    );
  }

  async function loadList(tenant: Tenant, query: EventsListQuery, lang: Language): Promise<EventsList> {
    const now = clock();
    const criteria = listCriteria(query.type, query, now, lang);
    const after = query.cursor ? decodeCursor(query.cursor, lang) : null;
    await prepare(tenant, criteria, query);
    // One query answers the page, its races and the capped count; only a page past every match (a stale
    // cursor) needs its own count.
    const rows = await repos.list.page(tenant.id, criteria, after, query.limit + 1);
    const total =
      rows[0]?.matches !== undefined || !after
        ? cappedTotal(rows[0]?.matches ?? 0)
        : await totalOf(tenant, lang, query, criteria, EVENTS_TOTAL_CAP);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor({ startsAt: last.starts_key, id: last.id, score: query.q ? last.score : undefined })
        : null;
    return {
      items: page.map((r) => eventCard(r, r.races ?? [], now, lang)),
      total: total.count,
      totalCapped: total.capped,
      nextCursor,
    };
  }

  async function loadMap(tenant: Tenant, query: MapQuery, lang: Language): Promise<EventsMap> {
    const criteria = listCriteria(query.type, query, clock(), lang);
    await prepare(tenant, criteria, query);
    const [rows, total] = await Promise.all([
      repos.list.mapPoints(tenant.id, criteria, MAP_POINTS_CAP),
      totalOf(tenant, lang, query, criteria),
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

  const cacheKey = (tenant: Tenant, lang: Language, query: object) =>
    `${tenant.id}|${lang}|${JSON.stringify(query)}`;

  return {
    /** The list page as JSON text (validated by the contract); identical queries within the cache time reuse it. */
    listJson(tenant: Tenant, query: EventsListQuery, lang: Language): Promise<string> {
      return listCache.get(cacheKey(tenant, lang, query), async () =>
        JSON.stringify(eventsListSchema.parse(await loadList(tenant, query, lang))),
      );
    },

    /** Map points of the list's matches (no paging, capped). */
    mapJson(tenant: Tenant, query: MapQuery, lang: Language): Promise<string> {
      return mapCache.get(cacheKey(tenant, lang, query), async () =>
        JSON.stringify(eventsMapSchema.parse(await loadMap(tenant, query, lang))),
      );
    },

    async detail(tenant: Tenant, code: string, lang: Language): Promise<EventDetail> {
      const now = clock();
      const row = await eventOf(tenant, code);
      const [races, items] = await Promise.all([
        repos.list.races(tenant.id, [row.id], now),
        repos.page.items(tenant.id, row.id),
      ]);
      const activity = ACTIVITY_TYPES.find((a) => a.id === row.activity_type) ?? ACTIVITY_TYPES[0];
      return {
        ...eventCard(row, races, now, lang),
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
      tenant: Tenant,
      code: string,
      query: z.infer<typeof startListQuerySchema>,
      lang: Language,
    ): Promise<StartList> {
      const now = clock();
      const row = await eventOf(tenant, code);
      const offset = query.cursor ?? 0;
      const [counts, list] = await Promise.all([
        repos.participants.raceCounts(tenant.id, row.id, now),
        repos.participants.startList(tenant.id, row.id, {
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
        })),
        total: list.total,
        nextCursor: offset + list.rows.length < list.total ? offset + list.rows.length : null,
      };
    },

    async results(
      tenant: Tenant,
      code: string,
      query: z.infer<typeof resultsQuerySchema>,
      lang: Language,
    ): Promise<Results> {
      const row = await eventOf(tenant, code);
      const races = await repos.list.races(tenant.id, [row.id], clock());
      const race = query.race
        ? races.find((r) => r.code === query.race)
        : (races.find((r) => r.has_results) ?? races[0]);
      if (!race) throw notFound();
      const [rows, groups] = await Promise.all([
        repos.participants.results(tenant.id, race.id, query),
        repos.participants.ageGroupsOfRace(tenant.id, race.id),
      ]);
      return {
        race: { code: race.code, name: pick(lang, race.name_ru, race.name_en), lengthM: race.length_m },
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
      };
    },

    async series(tenant: Tenant, code: string, lang: Language): Promise<SeriesDetail> {
      const row = await repos.catalogue.seriesByCode(tenant.id, code, moscowDayStart(clock()));
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
    async seriesList(tenant: Tenant, limit: number, lang: Language): Promise<SeriesList> {
      const rows = await repos.seriesList.upcomingFirst(tenant.id, moscowDayStart(clock()), limit);
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

    async rating(tenant: Tenant, lang: Language): Promise<EventsRating> {
      const rows = await repos.catalogue.rating(tenant.id, RATING_LIMIT);
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
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
