import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants.js';
import type { RESULT_CATEGORIES, Results } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export type ResultCategory = (typeof RESULT_CATEGORIES)[number];

export interface ResultsParams {
  code: string;
  race?: string;
  category: ResultCategory;
  ageGroup?: string;
  q?: string;
}

export const resultsUrl = (code: string) => `/api/event/${encodeURIComponent(code)}/results`;

export function fetchResults(
  { code, race, category, ageGroup, q }: ResultsParams,
  language: Language,
  signal?: AbortSignal,
): Promise<Results> {
  return get<Results>(resultsUrl(code), {
    query: {
      language,
      race,
      category,
      ageGroup: category === 'age' ? ageGroup : undefined,
      q: q || undefined,
    },
    signal,
  });
}

export function resultsQueryOptions(params: ResultsParams, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: [
      'event',
      params.code,
      'results',
      params.race ?? '',
      params.category,
      params.category === 'age' ? (params.ageGroup ?? '') : '',
      params.q ?? '',
      language,
    ] as const,
    queryFn: ({ signal }) => fetchResults(params, language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useResults(params: ResultsParams) {
  useTranslation();
  return useQuery(resultsQueryOptions(params, currentLanguage()));
}
