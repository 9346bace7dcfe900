import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsMap } from '../../../../shared/schemas/catalogue.js';
import { get } from '../../../lib/http.js';
import { filtersToQuery } from '../filter-params.js';
import type { EventsListParams } from './list-events.js';

export const EVENTS_MAP_URL = '/api/events/map';

/** Map points of the events matching the same tab and filters as the list. */
export async function fetchEventsMap(
  { type, filters, language }: EventsListParams,
  signal?: AbortSignal,
): Promise<EventsMap> {
  return get<EventsMap>(EVENTS_MAP_URL, {
    query: { ...filtersToQuery(filters), language, type },
    signal,
  });
}

export function eventsMapQueryOptions(params: EventsListParams) {
  return queryOptions({
    queryKey: ['events', 'map', params.type, params.language, filtersToQuery(params.filters)] as const,
    queryFn: ({ signal }) => fetchEventsMap(params, signal),
    staleTime: 30_000,
    meta: { quietErrors: true },
  });
}

export function useEventsMap(params: EventsListParams, enabled = true) {
  return useQuery({ ...eventsMapQueryOptions(params), enabled });
}
