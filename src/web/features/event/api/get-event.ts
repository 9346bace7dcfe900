import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const eventUrl = (code: string) => `/api/event/${encodeURIComponent(code)}`;

/** One event with its races, items, documents and organizer (404 for an unknown code). */
export function fetchEvent(code: string, language: Language, signal?: AbortSignal): Promise<EventDetail> {
  return get<EventDetail>(eventUrl(code), { query: { language }, signal });
}

export function eventQueryOptions(code: string, language: Language) {
  return queryOptions({
    // the page shows its own inline error (or the not-found page for a 404)
    meta: { quietErrors: true },
    queryKey: ['event', code, language] as const,
    queryFn: ({ signal }) => fetchEvent(code, language, signal),
    staleTime: 60_000,
  });
}

export function useEvent(code: string) {
  useTranslation();
  return useQuery(eventQueryOptions(code, currentLanguage()));
}
