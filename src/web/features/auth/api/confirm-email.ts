import { useMutation } from '@tanstack/react-query';
import type { SignedInAnswer } from '../../../../shared/schemas/auth.js';
import { post } from '../../../lib/http.js';

export function confirmEmail(token: string): Promise<SignedInAnswer> {
  return post<SignedInAnswer>('/api/auth/confirm-email', { body: { token } });
}

/** Confirms the address of an e-mailed link; the server signs the user in. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
