import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';

export function resendConfirmation(email: string): Promise<{ ok: true }> {
  return post<{ ok: true }>('/api/auth/resend-confirmation', { body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
