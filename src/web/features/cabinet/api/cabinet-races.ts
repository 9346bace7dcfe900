import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { CabinetRaces, RaceEditor, RaceInput } from '../../../../shared/schemas/cabinet-races.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post, put } from '../../../lib/http.js';

/* Races of an event in the cabinet (issue 18 item 2, shared/schemas/cabinet-races.ts); only types from zod. */

export const cabinetRacesKeys = {
  all: (code: string) => ['cabinet', 'races', code] as const,
  list: (code: string, language: Language) => ['cabinet', 'races', code, 'list', language] as const,
  race: (code: string, race: string) => ['cabinet', 'races', code, 'race', race] as const,
};

export const racesPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}/races`;

export function cabinetRacesQueryOptions(code: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetRacesKeys.list(code, language),
    queryFn: ({ signal }) => get<CabinetRaces>(racesPath(code), { query: { language }, signal }),
  });
}

export function useCabinetRaces(code: string) {
  useTranslation();
  return useQuery(cabinetRacesQueryOptions(code, currentLanguage()));
}

export function useRaceEditor(code: string, race: string) {
  return useQuery({
    meta: { quietErrors: true },
    queryKey: cabinetRacesKeys.race(code, race),
    queryFn: ({ signal }) => get<RaceEditor>(`${racesPath(code)}/${encodeURIComponent(race)}`, { signal }),
    // the form keeps what the user typed: a refetch must not reset it under them
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a save: the races list, the numbers page and the cabinet's event cards read the race anew. */
function useSaved(code: string) {
  const client = useQueryClient();
  return (saved: RaceEditor) => {
    client.setQueryData(cabinetRacesKeys.race(code, saved.race.code), saved);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['cabinet', 'races', code, 'list'] }),
      client.invalidateQueries({ queryKey: ['cabinet', 'numbers', code] }),
      client.invalidateQueries({ queryKey: ['cabinet', 'events'] }),
    ]);
  };
}

/** POST …/races */
export function useCreateRace(code: string) {
  const saved = useSaved(code);
  return useMutation({
    mutationFn: (input: RaceInput) => post<RaceEditor>(racesPath(code), { body: input }),
    onSuccess: saved,
  });
}

/** PUT …/races/:race */
export function useSaveRace(code: string, race: string) {
  const saved = useSaved(code);
  return useMutation({
    mutationFn: (input: RaceInput) =>
      put<RaceEditor>(`${racesPath(code)}/${encodeURIComponent(race)}`, { body: input }),
    onSuccess: saved,
  });
}
