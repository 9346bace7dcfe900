import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type {
  CabinetEntry,
  EntryCancel,
  EntryChanged,
  EntryMove,
} from '../../../../shared/schemas/cabinet-entry.js';
import type { EntryValues } from '../../../../shared/schemas/registration.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post, put } from '../../../lib/http.js';

/* One entry in the cabinet (issue 18 item 3, shared/schemas/cabinet-entry.ts); only types from zod. */

export const cabinetEntryKeys = {
  entry: (code: string, id: number, language: Language) => ['cabinet', 'entry', code, id, language] as const,
  all: (code: string, id: number) => ['cabinet', 'entry', code, id] as const,
};

const entryPath = (code: string, id: number) =>
  `/api/cabinet/events/${encodeURIComponent(code)}/entries/${id}`;

export function cabinetEntryQueryOptions(code: string, id: number, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetEntryKeys.entry(code, id, language),
    queryFn: ({ signal }) => get<CabinetEntry>(entryPath(code, id), { query: { language }, signal }),
  });
}

export function useCabinetEntry(code: string, id: number) {
  useTranslation();
  return useQuery(cabinetEntryQueryOptions(code, id, currentLanguage()));
}

/** After a change: the entry's page shows the answer, the entries table reloads (its race, its state). */
function useChanged(code: string, id: number) {
  const client = useQueryClient();
  return (entry: CabinetEntry) => {
    client.setQueryData(cabinetEntryKeys.entry(code, id, currentLanguage()), entry);
    return client.invalidateQueries({ queryKey: ['cabinet', 'entries', code] });
  };
}

/** PUT …/entries/:id: the participant's data (400: messages under `form.…`). */
export function useEditEntry(code: string, id: number) {
  const changed = useChanged(code, id);
  return useMutation({
    mutationFn: (form: EntryValues) => put<CabinetEntry>(entryPath(code, id), { body: { form } }),
    onSuccess: changed,
  });
}

/** POST …/entries/:id/move */
export function useMoveEntry(code: string, id: number) {
  const changed = useChanged(code, id);
  return useMutation({
    mutationFn: (move: EntryMove) => post<EntryChanged>(`${entryPath(code, id)}/move`, { body: move }),
    onSuccess: (result) => changed(result.entry),
  });
}

/** POST …/entries/:id/cancel */
export function useCancelEntry(code: string, id: number) {
  const changed = useChanged(code, id);
  return useMutation({
    mutationFn: (cancel: EntryCancel) =>
      post<EntryChanged>(`${entryPath(code, id)}/cancel`, { body: cancel }),
    onSuccess: (result) => changed(result.entry),
  });
}
