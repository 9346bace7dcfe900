import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { Vacancies } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const VACANCIES_URL = '/api/careers/vacancies';

/** The published vacancies, newest first. */
export function fetchVacancies(language: Language, signal?: AbortSignal): Promise<Vacancies> {
  return get<Vacancies>(VACANCIES_URL, { query: { language }, signal });
}

export function vacanciesQueryOptions(language: Language) {
  return queryOptions({
    // the page shows its own inline error with a retry
    meta: { quietErrors: true },
    queryKey: ['careers', 'vacancies', language] as const,
    queryFn: ({ signal }) => fetchVacancies(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useVacancies() {
  useTranslation();
  return useQuery(vacanciesQueryOptions(currentLanguage()));
}
