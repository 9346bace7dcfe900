import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';
import { currentUserQueryOptions } from './get-current-user.js';

export function logoutAll(): Promise<unknown> {
  return post('/api/auth/logout-all');
}

/** Signs out on every device of the user; the current user is asked for again. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: async () => {
      const { queryKey } = currentUserQueryOptions();
      queryClient.setQueryData(queryKey, { isAuthorized: false });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
