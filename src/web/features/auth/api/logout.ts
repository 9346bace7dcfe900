import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';
import { currentUserQueryOptions } from './get-current-user.js';

export function logout(): Promise<unknown> {
  return post('/api/auth/logout');
}

/** Signs out here; the current user is asked for again (now anonymous). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      const { queryKey } = currentUserQueryOptions();
      queryClient.setQueryData(queryKey, { isAuthorized: false });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
