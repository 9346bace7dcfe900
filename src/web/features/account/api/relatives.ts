import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Relative } from '../../../../shared/schemas/account.js';
import type { PersonProfileInput } from '../../../../shared/schemas/profile.js';
import { del, get, post, put } from '../../../lib/http.js';
import { accountKeys } from './account-keys.js';

export const RELATIVES_URL = '/api/account/relatives';

export function fetchRelatives(signal?: AbortSignal): Promise<{ items: Relative[] }> {
  return get<{ items: Relative[] }>(RELATIVES_URL, { signal });
}

export function relativesQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.relatives,
    queryFn: ({ signal }) => fetchRelatives(signal),
  });
}

export function useRelatives() {
  return useQuery(relativesQueryOptions());
}

export const createRelative = (profile: PersonProfileInput) =>
  post<Relative>(RELATIVES_URL, { body: profile });
export const updateRelative = ({ id, profile }: { id: number; profile: PersonProfileInput }) =>
  put<Relative>(`${RELATIVES_URL}/${id}`, { body: profile });
export const deleteRelative = (id: number) => del<void>(`${RELATIVES_URL}/${id}`);
export const linkRelative = (email: string) => post<Relative>(`${RELATIVES_URL}/link`, { body: { email } });
export const confirmRelative = (token: string) =>
  post<{ ok: true }>(`${RELATIVES_URL}/confirm`, { body: { token } });

/** A mutation on the relatives list; the list (and registrations, which include relatives') refresh after it. */
function useRelativesMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.relatives });
      void queryClient.invalidateQueries({ queryKey: accountKeys.registrations });
    },
  });
}

export const useCreateRelative = () => useRelativesMutation(createRelative);
export const useUpdateRelative = () => useRelativesMutation(updateRelative);
export const useDeleteRelative = () => useRelativesMutation(deleteRelative);
export const useLinkRelative = () => useRelativesMutation(linkRelative);
export const useConfirmRelative = () => useRelativesMutation(confirmRelative);
