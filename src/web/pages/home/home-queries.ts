import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { Language } from '../../../shared/constants.js';
import type { EventsList } from '../../../shared/schemas/catalogue.js';
import { EVENTS_LIST_URL } from '../../features/events-list/api/list-events.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { get } from '../../lib/http.js';

/** How many upcoming events and series the home page shows. */
export const HOME_EVENTS_LIMIT = 6;
export const HOME_SERIES_LIMIT = 6;

/** The first upcoming events: one page of the catalogue list, `type=future&limit=6`. */
export async function fetchHomeEvents(language: Language, signal?: AbortSignal): Promise<EventsList> {
  const answer = await get<EventsList | undefined>(EVENTS_LIST_URL, {
    query: { type: 'future', limit: HOME_EVENTS_LIMIT, language },
    signal,
  });
  // the shape is the server's contract; an answer without a list (a proxy's page…) is a failed call
  if (!Array.isArray(answer?.items)) throw new Error('The events list answered no list');
  return answer;
}

export function homeEventsQueryOptions(language: Language) {
  return queryOptions({
    // the section shows its own inline error with retry
    meta: { quietErrors: true },
    queryKey: ['events', 'home', language] as const,
    queryFn: ({ signal }) => fetchHomeEvents(language, signal),
    staleTime: 30_000,
  });
}

export function useHomeEvents() {
  useTranslation();
  return useQuery(homeEventsQueryOptions(currentLanguage()));
}
