import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/user.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import { get } from '../../../lib/http.js';

export const CURRENT_USER_URL = '/api/users/getCurrent';
const ANONYMOUS: CurrentUser = { isAuthorized: false };

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const answer = await get<CurrentUser>(CURRENT_USER_URL);
  return answer && typeof answer === 'object' && answer.isAuthorized === true ? answer : ANONYMOUS;
}

export function currentUserQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
  });
}

/** The signed-in user, or anonymous while unknown or when the call failed. */
export function useCurrentUser(): CurrentUser {
  const { data } = useQuery(currentUserQueryOptions());
  return data ?? ANONYMOUS;
}
