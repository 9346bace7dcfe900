import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { SeriesList } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const SERIES_LIST_URL = '/api/series';

/** Series with upcoming events first, ordered by their next start; then the rest (GET /api/series). */
export async function fetchSeriesList(
  language: Language,
  limit: number,
  signal?: AbortSignal,
): Promise<SeriesList> {
  const answer = await get<SeriesList | undefined>(SERIES_LIST_URL, { query: { language, limit }, signal });
  // the shape is the server's contract; an answer without a list (a proxy's page…) is a failed call
  if (!Array.isArray(answer?.items)) throw new Error('The series list answered no list');
  return answer;
}

export function seriesListQueryOptions(language: Language, limit: number) {
  return queryOptions({
    // the page shows its own inline error with retry
    meta: { quietErrors: true },
    queryKey: ['series-list', language, limit] as const,
    queryFn: ({ signal }) => fetchSeriesList(language, limit, signal),
    staleTime: 60_000,
  });
}

export function useSeriesList(limit: number) {
  useTranslation();
  return useQuery(seriesListQueryOptions(currentLanguage(), limit));
}
