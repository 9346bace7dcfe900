import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { z } from 'zod';
import type { signInRequestSchema, SignInRequest } from '../../../shared/schemas/auth.js';
import { useSignIn } from '../../features/auth/api/sign-in.js';
import { FormAlert } from '../../features/auth/components/auth-card.js';
import { PasswordField, TextField } from '../../features/auth/components/form-fields.js';
import { ResendButton } from '../../features/auth/components/resend-button.js';
import { UnlockButton } from '../../features/auth/components/unlock-button.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { assignLocation } from '../../lib/browser-location.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { useHydrated } from '../../lib/use-hydrated.js';

type SignInInput = z.input<typeof signInRequestSchema>;

const validation = lazyZodResolver(() =>
  import('../../../shared/schemas/auth.js').then((m) => m.signInRequestSchema),
);

interface FormError {
  code: string | null;
  message: string;
  /** The address the failed attempt used (for "Send the link again"). */
  email: string;
}

/**
 * The sign-in form (a lazy part of /login, lib/lazy-part.tsx). No default values: the fields keep what was
 * typed into the server's HTML before this part hydrated (react-hook-form reads an uncontrolled field's
 * value when it has no default, and writes the default over it otherwise).
 */
export function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<FormError | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInRequest>({ resolver: validation.resolver });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    signIn.mutate(
      { ...values, returnUrl: returnUrl ?? undefined },
      {
        onSuccess: (answer) => assignLocation(answer.returnUrl),
        onError: (error) => {
          const { code, message } = applyServerError(
            error,
            setError,
            ['email', 'password'],
            t('auth.errors.generic'),
          );
          setFormError(message ? { code, message, email: values.email } : null);
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
      <TextField
        label={t('auth.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        registration={register('email')}
        error={fieldText(errors.email?.message, lang)}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        registration={register('password')}
        error={fieldText(errors.password?.message, lang)}
      />
      {formError ? (
        <FormAlert message={formError.message}>
          {formError.code === 'EMAIL_NOT_CONFIRMED' ? <ResendButton email={formError.email} /> : null}
          {formError.code === 'SIGN_IN_SLOWED' || formError.code === 'SIGN_IN_LOCKED' ? (
            <UnlockButton email={formError.email} />
          ) : null}
        </FormAlert>
      ) : null}
      <button type="submit" className={styles.button} disabled={!hydrated || signIn.isPending}>
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
