import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { SeriesDetail } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const seriesUrl = (code: string) => `/api/series/${encodeURIComponent(code)}`;

/** A series of events (404 for an unknown code). */
export function fetchSeries(code: string, language: Language, signal?: AbortSignal): Promise<SeriesDetail> {
  return get<SeriesDetail>(seriesUrl(code), { query: { language }, signal });
}

export function seriesQueryOptions(code: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: ['series', code, language] as const,
    queryFn: ({ signal }) => fetchSeries(code, language, signal),
    staleTime: 60_000,
  });
}

export function useSeries(code: string) {
  useTranslation();
  return useQuery(seriesQueryOptions(code, currentLanguage()));
}
