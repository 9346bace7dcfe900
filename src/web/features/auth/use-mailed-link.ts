import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import type { SignedInAnswer } from '../../../shared/schemas/auth.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { assignLocation } from '../../lib/browser-location.js';

/**
 * A page opened from a mailed link (`?token=…`) that signs in: sends the token once on load and goes on to
 * where the server says; a missing, bad, used or expired link answers why, in the page's language.
 */
export function useMailedLink(mutation: UseMutationResult<SignedInAnswer, Error, string>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate(token, { onSuccess: (answer) => assignLocation(answer.returnUrl) });
  }, [token, mutation]);

  const error = apiErrorOf(mutation.error);
  const failed = !token || mutation.isError;
  const message =
    !token || error?.code === 'VALIDATION_FAILED'
      ? t('auth.errors.invalidLink')
      : (error?.message ?? (mutation.isError ? t('auth.errors.generic') : ''));
  return { failed, message, errorCode: error?.code ?? null, done: mutation.isSuccess };
}
