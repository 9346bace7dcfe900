import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { z } from 'zod';
import type { signUpRequestSchema, SignUpRequest } from '../../../shared/schemas/auth.js';
import { useSignUp } from '../../features/auth/api/sign-up.js';
import { FormAlert } from '../../features/auth/components/auth-card.js';
import { CheckboxField, PasswordField, TextField } from '../../features/auth/components/form-fields.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { useHydrated } from '../../lib/use-hydrated.js';

type SignUpInput = z.input<typeof signUpRequestSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;

const validation = lazyZodResolver(() =>
  import('../../../shared/schemas/auth.js').then((m) => m.signUpRequestSchema),
);

/**
 * The sign-up form (a lazy part of /signup, lib/lazy-part.tsx). No default values: the fields keep what
 * was typed into the server's HTML before this part hydrated (react-hook-form writes a default over it).
 */
export function SignUpForm({
  returnUrl,
  onSent,
}: {
  returnUrl: string | null;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpRequest>({
    resolver: validation.resolver,
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    signUp.mutate(
      { ...values, returnUrl: returnUrl ?? undefined },
      {
        onSuccess: () => onSent(values.email),
        onError: (error) =>
          setFormError(applyServerError(error, setError, FIELDS, t('auth.errors.generic')).message),
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
        label={t('auth.fields.firstName')}
        autoComplete="given-name"
        registration={register('firstName')}
        error={fieldText(errors.firstName?.message, lang)}
      />
      <TextField
        label={t('auth.fields.lastName')}
        autoComplete="family-name"
        registration={register('lastName')}
        error={fieldText(errors.lastName?.message, lang)}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldText(errors.email?.message, lang)}
      />
      <PasswordField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        registration={register('password')}
        error={fieldText(errors.password?.message, lang)}
      />
      <CheckboxField
        label={t('auth.fields.acceptTerms')}
        registration={register('acceptTerms')}
        error={fieldText(errors.acceptTerms?.message, lang)}
      />
      {formError ? <FormAlert message={formError} /> : null}
      <button type="submit" className={styles.button} disabled={!hydrated || signUp.isPending}>
        {t('auth.signup.submit')}
      </button>
    </form>
  );
}
