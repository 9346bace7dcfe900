import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventsLoaderType, Language } from '../../../../shared/constants.js';
import type { EventsList } from '../../../../shared/schemas/catalogue.js';
import { get } from '../../../lib/http.js';
import { filtersToQuery, type FilterValues } from '../filter-params.js';

export const EVENTS_LIST_URL = '/api/events/list';

export interface EventsListParams {
  type: EventsLoaderType;
  filters: FilterValues;
  language: Language;
}

/** One page of the events list (keyset: pass the previous page's nextCursor). */
export async function fetchEventsList(
  { type, filters, language }: EventsListParams,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<EventsList> {
  return get<EventsList>(EVENTS_LIST_URL, {
    query: { ...filtersToQuery(filters), language, type, cursor },
    signal,
  });
}

export function eventsListQueryOptions(params: EventsListParams) {
  return infiniteQueryOptions({
    queryKey: ['events', 'list', params.type, params.language, filtersToQuery(params.filters)] as const,
    queryFn: ({ pageParam, signal }) => fetchEventsList(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
    // the list handles its own failure inline (message with retry)
    meta: { quietErrors: true },
  });
}

export function useEventsList(params: EventsListParams, enabled = true) {
  return useInfiniteQuery({ ...eventsListQueryOptions(params), enabled });
}
