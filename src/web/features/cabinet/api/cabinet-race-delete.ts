import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../lib/http.js';
import { cabinetRacesKeys, racesPath } from './cabinet-races.js';

/*
 * Deleting a race in the cabinet (ADR 029; shared/schemas/cabinet-races.ts), apart from the editor's other
 * calls: only the confirmation dialog, loaded on its first opening, uses it.
 */

/**
 * DELETE …/races/:race (a race nobody entered; 409 RACE_HAS_ENTRIES once somebody has): the race's editor
 * is forgotten, and the lists that showed it — the event's races, numbers, the cabinet's cards, the public
 * event page — read anew.
 */
export function useDeleteRace(code: string, race: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => del<void>(`${racesPath(code)}/${encodeURIComponent(race)}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: cabinetRacesKeys.race(code, race) });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['cabinet', 'races', code, 'list'] }),
        client.invalidateQueries({ queryKey: ['cabinet', 'numbers', code] }),
        client.invalidateQueries({ queryKey: ['cabinet', 'events'] }),
        client.invalidateQueries({ queryKey: ['event', code] }),
      ]);
    },
  });
}
