import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';

export function forgotPassword(email: string): Promise<{ ok: true }> {
  return post<{ ok: true }>('/api/auth/password/forgot', { body: { email } });
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
