import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendEntry, FriendEntryUpdate } from '../../../../shared/schemas/registration.js';
import { get, put } from '../../../lib/http.js';
import { answered } from './get-registration-context.js';
import { registrationKeys } from './registration-keys.js';

const invitationUrl = (token: string) => `/api/registration/invitations/${encodeURIComponent(token)}`;

/** GET /api/registration/invitations/:token: a friend's entry, opened from the invitation link. */
export function friendEntryQueryOptions(token: string) {
  return queryOptions({
    // the page shows its own message with a way on
    meta: { quietErrors: true },
    queryKey: registrationKeys.invitation(token),
    queryFn: async ({ signal }) =>
      answered(await get<FriendEntry>(invitationUrl(token), { signal }), ['event', 'race', 'entry']),
  });
}

/** Asked only for a signed-in user with a token (the route's gate sends a visitor to sign in). */
export function useFriendEntry(token: string | null, signedIn: boolean) {
  return useQuery({ ...friendEntryQueryOptions(token ?? ''), enabled: signedIn && Boolean(token) });
}

/** PUT …: the completed entry; the answer replaces what the page shows. */
export function useCompleteFriendEntry(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: FriendEntryUpdate) => put<FriendEntry>(invitationUrl(token), { body: update }),
    onSuccess: (saved) => queryClient.setQueryData(registrationKeys.invitation(token), saved),
  });
}
