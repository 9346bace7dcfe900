import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type {
  CabinetResult,
  CabinetResults,
  ResultCorrection,
  ResultsPreview,
  ResultsPublished,
} from '../../../../shared/schemas/cabinet-results.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post, put } from '../../../lib/http.js';

/* Results in the cabinet (issue 18 item 6, shared/schemas/cabinet-results.ts); only types from zod. */

export const cabinetResultsKeys = {
  all: (code: string) => ['cabinet', 'results', code] as const,
  race: (code: string, race: string, q: string, language: Language) =>
    ['cabinet', 'results', code, race, q, language] as const,
};

const eventPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}`;
const uploadPath = (code: string, race: string, step: 'preview' | 'publish') =>
  `${eventPath(code)}/races/${encodeURIComponent(race)}/results/${step}`;

/** The event's races and the chosen one's lines (race '': the first race), narrowed by `q`. */
export function cabinetResultsQueryOptions(code: string, race: string, q: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetResultsKeys.race(code, race, q, language),
    queryFn: ({ signal }) =>
      get<CabinetResults>(`${eventPath(code)}/results`, {
        query: { race: race || undefined, q: q || undefined, language },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useCabinetResults(code: string, race: string, q: string) {
  useTranslation();
  return useQuery(cabinetResultsQueryOptions(code, race, q, currentLanguage()));
}

/** The file's bytes as they are, whatever the browser thinks its type is (the server reads the bytes). */
const csvBody = (file: Blob) => new Blob([file], { type: 'text/csv' });

/** POST …/races/:race/results/preview: nothing is written. */
export function usePreviewResults(code: string) {
  return useMutation({
    mutationFn: ({ race, file }: { race: string; file: Blob }) =>
      post<ResultsPreview>(uploadPath(code, race, 'preview'), {
        body: csvBody(file),
        query: { language: currentLanguage() },
      }),
  });
}

/** POST …/races/:race/results/publish: the race's results replaced by the file, whole or not at all. */
export function usePublishResults(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ race, file }: { race: string; file: Blob }) =>
      post<ResultsPublished>(uploadPath(code, race, 'publish'), {
        body: csvBody(file),
        query: { language: currentLanguage() },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cabinetResultsKeys.all(code) }),
  });
}

/** PUT /api/cabinet/results/:id: one line's status and time; the places of the others move with it. */
export function useCorrectResult(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, correction }: { id: number; correction: ResultCorrection }) =>
      put<CabinetResult>(`/api/cabinet/results/${id}`, { body: correction }),
    onSuccess: () => client.invalidateQueries({ queryKey: cabinetResultsKeys.all(code) }),
  });
}
