import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationContext } from '../../../../shared/schemas/registration.js';
import { get } from '../../../lib/http.js';
import { registrationKeys } from './registration-keys.js';

/** GET /api/registration/:eventCode/:raceCode: the race, its steps and fields, me, my relatives, my draft. */
export function registrationUrl(eventCode: string, raceCode: string): string {
  return `/api/registration/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}`;
}

/** The answer when it has the parts the page reads; anything else (an HTML page, a proxy's text) fails the read. */
export function answered<T>(answer: T, parts: readonly string[]): T {
  if (typeof answer !== 'object' || answer === null || parts.some((part) => !(part in answer))) {
    throw new Error('Unexpected answer');
  }
  return answer;
}

export function registrationContextQueryOptions(eventCode: string, raceCode: string) {
  return queryOptions({
    // the page shows its own message with a way on
    meta: { quietErrors: true },
    queryKey: registrationKeys.context(eventCode, raceCode),
    queryFn: async ({ signal }) =>
      answered(await get<RegistrationContext>(registrationUrl(eventCode, raceCode), { signal }), [
        'event',
        'race',
        'me',
      ]),
    // what the flow shows (places, who is registered) must be fresh each time it opens
    staleTime: 0,
  });
}

/** Asked only for a signed-in user (the route's gate sends a visitor to sign in). */
export function useRegistrationContext(eventCode: string, raceCode: string, signedIn: boolean) {
  return useQuery({ ...registrationContextQueryOptions(eventCode, raceCode), enabled: signedIn });
}
