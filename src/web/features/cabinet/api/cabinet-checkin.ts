import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type {
  CheckinEntry,
  CheckinPoint,
  CheckinSearch,
  OfflineRegistered,
  OfflineRegistration,
} from '../../../../shared/schemas/cabinet-checkin.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { del, get, post } from '../../../lib/http.js';

/* The start-pack point (issue 18 item 5, shared/schemas/cabinet-checkin.ts); only types from zod. */

export const cabinetCheckinKeys = {
  all: (code: string) => ['cabinet', 'checkin', code] as const,
  point: (code: string, language: string) => ['cabinet', 'checkin', code, 'point', language] as const,
  search: (code: string, q: string, language: string) =>
    ['cabinet', 'checkin', code, 'search', q, language] as const,
};

const checkinPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}/checkin`;

/** GET …/checkin: the event, its races (which the desk registers for) and whether a start pack can be taken back. */
export function useCheckinPoint(code: string) {
  useTranslation();
  const language = currentLanguage();
  return useQuery({
    meta: { quietErrors: true },
    queryKey: cabinetCheckinKeys.point(code, language),
    queryFn: ({ signal }) => get<CheckinPoint>(checkinPath(code), { query: { language }, signal }),
  });
}

/** GET …/checkin/entries?q=: nothing is asked until something is typed or scanned. */
export function useCheckinSearch(code: string, q: string) {
  useTranslation();
  const language = currentLanguage();
  return useQuery({
    meta: { quietErrors: true },
    queryKey: cabinetCheckinKeys.search(code, q, language),
    queryFn: ({ signal }) =>
      get<CheckinSearch>(`${checkinPath(code)}/entries`, { query: { q, language }, signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** After a change: the searches, the races' places and the entries table reload. */
function useReload(code: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cabinetCheckinKeys.all(code) }),
      client.invalidateQueries({ queryKey: ['cabinet', 'entries', code] }),
    ]);
}

/** POST …/entries/:id/start-pack; a refusal (given by somebody else) reloads the search too. */
export function useGiveStartPack(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: (id: number) => post<CheckinEntry>(`${checkinPath(code)}/entries/${id}/start-pack`),
    onSettled: reload,
  });
}

/** DELETE …/entries/:id/start-pack (owner, manager). */
export function useTakeStartPackBack(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: (id: number) => del<CheckinEntry>(`${checkinPath(code)}/entries/${id}/start-pack`),
    onSettled: reload,
  });
}

/** POST …/registrations: a participant registered and paid at the desk. */
export function useRegisterOffline(code: string) {
  const reload = useReload(code);
  return useMutation({
    mutationFn: (form: OfflineRegistration) =>
      post<OfflineRegistered>(`${checkinPath(code)}/registrations`, { body: form }),
    onSuccess: reload,
  });
}
