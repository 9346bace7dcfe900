import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import { AGE_GROUPS } from '../../../../shared/domain/age-groups.js';
import { localizedOptions } from '../../../../shared/domain/sport-types.js';
import {
  categoryFits,
  defaultResultCategory,
  RESULT_CATEGORIES,
} from '../../../../shared/domain/result-categories.js';
import type { RaceFormat } from '../../../../shared/domain/teams.js';
import type { EventDetail, Results } from '../../../../shared/schemas/catalogue.js';
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

const isCategory = (value: string | null): value is ResultCategory =>
  (RESULT_CATEGORIES as readonly string[]).includes(value ?? '');

/** A race's format as the event page knows it (individual when the race is not one of the event's). */
export const raceFormatOf = (event: Pick<EventDetail, 'races'>, race: string | undefined): RaceFormat =>
  event.races.find((r) => r.code === race)?.format ?? 'individual';

/** The categories a race's results have: a team or relay race's teams first (issue 17). */
export const categoriesOf = (format: RaceFormat): ResultCategory[] =>
  format === 'individual'
    ? RESULT_CATEGORIES.filter((c) => c !== 'team')
    : ['team', ...RESULT_CATEGORIES.filter((c) => c !== 'team')];

/**
 * The results a page shows, from `?race=&category=&ageGroup=&q=`: by default the first race with results
 * (else the first race), its teams for a team or relay race, else overall, the first age group.
 */
export function resultsParams(
  event: Pick<EventDetail, 'code' | 'races'>,
  search: URLSearchParams,
  language: Language,
): ResultsParams {
  const withResults = event.races.filter((r) => r.hasResults);
  const race = search.get('race') ?? withResults[0]?.code ?? event.races[0]?.code ?? '';
  const format = raceFormatOf(event, race);
  const rawCategory = search.get('category');
  const category: ResultCategory =
    isCategory(rawCategory) && categoryFits(rawCategory, format)
      ? rawCategory
      : defaultResultCategory(format);
  const ageGroup = search.get('ageGroup') ?? localizedOptions(AGE_GROUPS, language)[0]?.id ?? '';
  return { code: event.code, race: race || undefined, category, ageGroup, q: search.get('q') ?? '' };
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
