import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProfile, PersonProfileInput } from '../../../../shared/schemas/profile.js';
import { get, put } from '../../../lib/http.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import { accountKeys } from './account-keys.js';

export const MY_PROFILE_URL = '/api/account/profile';

export function fetchMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return get<MyProfile>(MY_PROFILE_URL, { signal });
}

export function myProfileQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => fetchMyProfile(signal),
  });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

export function saveMyProfile(profile: PersonProfileInput): Promise<MyProfile> {
  return put<MyProfile>(MY_PROFILE_URL, { body: profile });
}

/** Saves the own profile; the answer replaces the cached one and the header's user (name, missing fields) refreshes. */
export function useSaveMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      // the header and the profile alert read the missing fields from the current user
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
