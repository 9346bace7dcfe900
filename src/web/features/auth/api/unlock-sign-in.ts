import { useMutation } from '@tanstack/react-query';
import type { SignedInAnswer } from '../../../../shared/schemas/auth.js';
import { post } from '../../../lib/http.js';

/** Mails a sign-in link to an account whose password sign-ins are locked or slowed. */
export function requestUnlock(email: string): Promise<{ ok: true }> {
  return post<{ ok: true }>('/api/auth/unlock/request', { body: { email } });
}

export function useRequestUnlock() {
  return useMutation({ mutationFn: requestUnlock });
}

/** The link from that mail: the server forgets the failed attempts and signs the owner in. */
export function unlockSignIn(token: string): Promise<SignedInAnswer> {
  return post<SignedInAnswer>('/api/auth/unlock', { body: { token } });
}

export function useUnlockSignIn() {
  return useMutation({ mutationFn: unlockSignIn });
}
