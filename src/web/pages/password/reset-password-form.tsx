import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { useResetPassword } from '../../features/auth/api/reset-password.js';
import { FormAlert } from '../../features/auth/components/auth-card.js';
import { PasswordField } from '../../features/auth/components/form-fields.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { assignLocation } from '../../lib/browser-location.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import type { NewPassword } from './new-password-schema.js';
import { useHydrated } from '../../lib/use-hydrated.js';

const TOKEN_ERRORS = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED'];

const validation = lazyZodResolver(() => import('./new-password-schema.js').then((m) => m.newPasswordSchema));

/**
 * The new password's form (a lazy part of /password/reset, lib/lazy-part.tsx); a link the server refuses
 * is the page's to tell (`onLinkFailed`, with the server's message). No default values: the fields keep what was typed into the
 * server's HTML before this part hydrated.
 */
export function ResetPasswordForm({
  token,
  onLinkFailed,
}: {
  token: string;
  /** The link is refused: the server's words, or ours. */
  onLinkFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPassword>({ resolver: validation.resolver });

  const onSubmit = handleSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => assignLocation(answer.returnUrl),
        onError: (error) => {
          if (apiErrorOf(error)?.fields?.['token']) {
            onLinkFailed(t('auth.errors.invalidLink'));
            return;
          }
          const { code, message } = applyServerError(error, setError, ['password'], t('auth.errors.generic'));
          if (code && message && TOKEN_ERRORS.includes(code)) onLinkFailed(message);
          else setFormError(message);
        },
      },
    );
  });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(event) => void onSubmit(event)}
    >
      <PasswordField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        registration={register('password')}
        error={fieldText(errors.password?.message, lang)}
      />
      <PasswordField
        label={t('auth.fields.repeatPassword')}
        autoComplete="new-password"
        registration={register('repeat')}
        error={fieldText(errors.repeat?.message, lang)}
      />
      {formError ? <FormAlert message={formError} /> : null}
      <button type="submit" className={styles.button} disabled={!hydrated || reset.isPending}>
        {t('auth.reset.submit')}
      </button>
    </form>
  );
}
