import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { Clubs } from '../../../../shared/schemas/clubs.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const CLUBS_URL = '/api/clubs';

/** The tenant's clubs with their members' upcoming events. */
export function fetchClubs(language: Language, signal?: AbortSignal): Promise<Clubs> {
  return get<Clubs>(CLUBS_URL, { query: { language }, signal });
}

export function clubsQueryOptions(language: Language) {
  return queryOptions({
    // the page shows its own inline error with a retry
    meta: { quietErrors: true },
    queryKey: ['clubs', language] as const,
    queryFn: ({ signal }) => fetchClubs(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClubs() {
  useTranslation();
  return useQuery(clubsQueryOptions(currentLanguage()));
}
