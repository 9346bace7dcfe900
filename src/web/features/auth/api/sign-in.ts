import { useMutation } from '@tanstack/react-query';
import type { SignedInAnswer, SignInRequest } from '../../../../shared/schemas/auth.js';
import { post } from '../../../lib/http.js';

export function signIn(body: SignInRequest): Promise<SignedInAnswer> {
  return post<SignedInAnswer>('/api/auth/login', { body });
}

/** Signs in; the caller leaves for the answer's returnUrl (a full page load). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
