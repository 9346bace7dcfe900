import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsLoaderType, Language } from '../../../../shared/constants.js';
import type { ListFilter } from '../../../../shared/schemas/list-filter.js';
import { get } from '../../../lib/http.js';

export const LIST_FILTER_URL = '/api/events/listFilter';

/** The vocabulary of the filters (SPEC §7: language of the interface, optional eventsLoaderType). */
export async function fetchListFilter(
  language: Language,
  eventsLoaderType: EventsLoaderType,
  signal?: AbortSignal,
): Promise<ListFilter> {
  return get<ListFilter>(LIST_FILTER_URL, { query: { language, eventsLoaderType }, signal });
}

export function listFilterQueryOptions(language: Language, eventsLoaderType: EventsLoaderType) {
  return queryOptions({
    queryKey: ['events', 'list-filter', language, eventsLoaderType] as const,
    queryFn: ({ signal }) => fetchListFilter(language, eventsLoaderType, signal),
    staleTime: 5 * 60_000,
    // without options the filters still work from the URL; no toast
    meta: { quietErrors: true },
  });
}

export function useListFilter(language: Language, eventsLoaderType: EventsLoaderType) {
  return useQuery(listFilterQueryOptions(language, eventsLoaderType));
}
