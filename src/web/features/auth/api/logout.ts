import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';
import { currentUserQueryOptions } from './get-current-user.js';

export function logout(): Promise<unknown> {
  return post('/api/auth/logout');
}

/**
 * Signs out here; the current user is asked for again (now anonymous), and a draft event's preview read
 * for the organizer's team is forgotten (to the visitor it no longer exists).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.removeQueries({
        queryKey: ['event'],
        predicate: (query) => (query.state.data as { draft?: boolean } | undefined)?.draft === true,
      });
      const { queryKey } = currentUserQueryOptions();
      queryClient.setQueryData(queryKey, { isAuthorized: false });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
