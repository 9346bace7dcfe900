import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { VacancyDetail } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get } from '../../../lib/http.js';

export const vacancyUrl = (id: number) => `/api/careers/vacancies/${id}`;

/** A vacancy id from the address: a positive whole number, or null (the page is then not found). */
export function parseVacancyId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** One published vacancy with its description (404 for an unknown, unpublished or other tenant's id). */
export function fetchVacancy(id: number, language: Language, signal?: AbortSignal): Promise<VacancyDetail> {
  return get<VacancyDetail>(vacancyUrl(id), { query: { language }, signal });
}

export function vacancyQueryOptions(id: number, language: Language) {
  return queryOptions({
    // the page shows its own inline error (or the not-found page for a 404)
    meta: { quietErrors: true },
    queryKey: ['careers', 'vacancy', id, language] as const,
    queryFn: ({ signal }) => fetchVacancy(id, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useVacancy(id: number) {
  useTranslation();
  return useQuery(vacancyQueryOptions(id, currentLanguage()));
}
