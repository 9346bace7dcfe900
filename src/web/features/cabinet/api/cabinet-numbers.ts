import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type {
  AssignBibsResult,
  BibOrder,
  BibRange,
  CabinetNumbers,
  EntryBibResult,
  NumbersRace,
} from '../../../../shared/schemas/cabinet-numbers.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post, put } from '../../../lib/http.js';

/* Start numbers in the cabinet (issue 18 item 4, shared/schemas/cabinet-numbers.ts); only types from zod. */

export const cabinetNumbersKeys = {
  all: (code: string) => ['cabinet', 'numbers', code] as const,
  overview: (code: string, language: Language) => ['cabinet', 'numbers', code, language] as const,
};

const eventPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}`;

export function cabinetNumbersQueryOptions(code: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetNumbersKeys.overview(code, language),
    queryFn: ({ signal }) =>
      get<CabinetNumbers>(`${eventPath(code)}/numbers`, { query: { language }, signal }),
  });
}

export function useCabinetNumbers(code: string) {
  useTranslation();
  return useQuery(cabinetNumbersQueryOptions(code, currentLanguage()));
}

/** After a change: the overview and the entries table (their numbers) reload. */
function useReload(code: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cabinetNumbersKeys.all(code) }),
      client.invalidateQueries({ queryKey: ['cabinet', 'entries', code] }),
    ]);
}

/** PUT …/races/:race/numbers */
export function useSetBibRange(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: ({ race, range }: { race: string; range: BibRange }) =>
      put<NumbersRace>(`${eventPath(code)}/races/${encodeURIComponent(race)}/numbers`, { body: range }),
    onSuccess: reload,
  });
}

/** POST …/races/:race/numbers/assign */
export function useAssignBibs(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: ({ race, order }: { race: string; order: BibOrder }) =>
      post<AssignBibsResult>(`${eventPath(code)}/races/${encodeURIComponent(race)}/numbers/assign`, {
        body: { order, onlyMissing: true },
      }),
    onSuccess: reload,
  });
}

/** PUT /api/cabinet/entries/:id/bib */
export function useSetEntryBib(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: ({ id, bib }: { id: number; bib: string | null }) =>
      put<EntryBibResult>(`/api/cabinet/entries/${id}/bib`, { body: { bib } }),
    onSuccess: reload,
  });
}
