import type { Language } from '../../shared/constants.js';
import { AGE_GROUPS, STAR_RATINGS } from '../../shared/domain/age-groups.js';
import { ACTIVITY_TYPES, localizedOptions, SPORT_TYPES } from '../../shared/domain/sport-types.js';
import type { ListFilter, ListFilterQuery } from '../../shared/schemas/list-filter.js';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../request-context.js';
import { createCatalogueRepo } from './catalogue.repo.js';

export function createCatalogueService(db: Db, clock: () => Date = () => new Date()) {
  const repoOf = (ctx: RequestContext) => createCatalogueRepo(db, ctx.tenant.id);
  return {
    /** SPEC §7 live count: live registrations for the tenant's upcoming events. */
    liveCount(ctx: RequestContext): Promise<number> {
      return repoOf(ctx).countLiveRegistrations(clock());
    },

    /** The filter vocabulary of the events list: cities, clubs, places and series that have events. */
    async listFilter(ctx: RequestContext, query: ListFilterQuery): Promise<ListFilter> {
      const lang: Language = query.language;
      const v = await repoOf(ctx).filterVocabulary();
      const places = [
        ...new Set(v.placeRows.map((p) => (lang === 'en' && p.place_en ? p.place_en : p.place_ru))),
      ];
      return {
        language: lang,
        eventsLoaderType: query.eventsLoaderType ?? 'future',
        sportTypes: localizedOptions(SPORT_TYPES, lang),
        activityTypes: localizedOptions(ACTIVITY_TYPES, lang),
        cities: v.cityRows.map((c) => ({ id: String(c.id), name: lang === 'en' ? c.name_en : c.name_ru })),
        clubs: v.clubRows.map((c) => ({ id: String(c.id), name: c.name })),
        places: places.map((p) => ({ id: p, name: p })),
        ageGroups: localizedOptions(AGE_GROUPS, lang),
        series: v.seriesRows.map((s) => ({ id: s.code, name: lang === 'en' ? s.name_en : s.name_ru })),
        starRatings: [...STAR_RATINGS],
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
