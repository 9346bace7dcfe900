import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, SignedInAnswer } from '../../../../shared/schemas/auth.js';
import { post } from '../../../lib/http.js';

export function resetPassword(body: ResetPasswordRequest): Promise<SignedInAnswer> {
  return post<SignedInAnswer>('/api/auth/password/reset', { body });
}

/** Sets a new password from an e-mailed link; other sessions end and this one is signed in. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
