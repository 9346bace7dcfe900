import type { Language } from '../../shared/constants.js';
import { AGE_GROUPS, STAR_RATINGS } from '../../shared/domain/age-groups.js';
import { ACTIVITY_TYPES, localizedOptions, SPORT_TYPES } from '../../shared/domain/sport-types.js';
import type { ListFilter, ListFilterQuery } from '../../shared/schemas/list-filter.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { CatalogueRepo } from './catalogue.repo.js';

export function createCatalogueService(repo: CatalogueRepo, clock: () => Date = () => new Date()) {
  return {
    /** SPEC §7 live count: live registrations for the tenant's upcoming events. */
    liveCount(tenant: Tenant): Promise<number> {
      return repo.countLiveRegistrations(tenant.id, clock());
    },

    /**
     * The filter vocabulary of the events list. Cities, clubs, places and series come from data the
     * catalogue does not store yet, so they are empty lists for now.
     */
    async listFilter(_tenant: Tenant, query: ListFilterQuery): Promise<ListFilter> {
      const lang: Language = query.language;
      return {
        language: lang,
        eventsLoaderType: query.eventsLoaderType ?? 'future',
        sportTypes: localizedOptions(SPORT_TYPES, lang),
        activityTypes: localizedOptions(ACTIVITY_TYPES, lang),
        cities: [],
        clubs: [],
        places: [],
        ageGroups: localizedOptions(AGE_GROUPS, lang),
        series: [],
        starRatings: [...STAR_RATINGS],
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
