import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../shared/schemas/auth.js';
import { post } from '../../../lib/http.js';

export function signUp(body: SignUpRequest): Promise<{ ok: true }> {
  return post<{ ok: true }>('/api/auth/signup', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
