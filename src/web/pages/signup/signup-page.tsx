import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { signUpRequestSchema, SignUpRequest } from '../../../shared/schemas/auth.js';
import { useSignUp } from '../../features/auth/api/sign-up.js';
import { AuthCard, FormAlert, FormNotice } from '../../features/auth/components/auth-card.js';
import { CheckboxField, PasswordField, TextField } from '../../features/auth/components/form-fields.js';
import { ResendButton } from '../../features/auth/components/resend-button.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { withReturnUrl } from '../../features/auth/return-url.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

type SignUpInput = z.input<typeof signUpRequestSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;

const validation = lazyZodResolver(() =>
  import('../../../shared/schemas/auth.js').then((m) => m.signUpRequestSchema),
);

/** /signup: names, e-mail, password and the terms; then "Check your mail" with the address. */
export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signup.documentTitle', { name: useTenantName() }));
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <CheckMail email={sentTo} />;
  return <SignUpForm returnUrl={returnUrl} onSent={setSentTo} />;
}

function SignUpForm({ returnUrl, onSent }: { returnUrl: string | null; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpRequest>({
    resolver: validation.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
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
    <AuthCard
      title={t('auth.signup.title')}
      links={
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link className={styles.link} to={withReturnUrl('/login', returnUrl)}>
            {t('auth.signup.signIn')}
          </Link>
        </p>
      }
    >
      <form
        className={styles.form}
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
        <button type="submit" className={styles.button} disabled={signUp.isPending}>
          {t('auth.signup.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

function CheckMail({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.signup.checkMailTitle')}>
      <FormNotice>
        <p>
          {t('auth.signup.checkMailSent')} <strong>{email}</strong>. {t('auth.signup.checkMailOpen')}
        </p>
      </FormNotice>
      <p className={styles.text}>{t('auth.signup.checkMailHint')}</p>
      <ResendButton email={email} />
    </AuthCard>
  );
}
