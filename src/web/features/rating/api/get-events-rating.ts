import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { EventsRating } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const EVENTS_RATING_URL = '/api/events/rating';

/** Events ranked by their star rating. */
export function fetchEventsRating(language: Language, signal?: AbortSignal): Promise<EventsRating> {
  return get<EventsRating>(EVENTS_RATING_URL, { query: { language }, signal });
}

export function eventsRatingQueryOptions(language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: ['events', 'rating', language] as const,
    queryFn: ({ signal }) => fetchEventsRating(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useEventsRating() {
  useTranslation();
  return useQuery(eventsRatingQueryOptions(currentLanguage()));
}
