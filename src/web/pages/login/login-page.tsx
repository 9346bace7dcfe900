import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { signInRequestSchema, SignInRequest } from '../../../shared/schemas/auth.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useSignIn } from '../../features/auth/api/sign-in.js';
import { AuthCard, FormAlert } from '../../features/auth/components/auth-card.js';
import { PasswordField, TextField } from '../../features/auth/components/form-fields.js';
import { ResendButton } from '../../features/auth/components/resend-button.js';
import { UnlockButton } from '../../features/auth/components/unlock-button.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { sameOriginPath, withReturnUrl } from '../../features/auth/return-url.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { assignLocation } from '../../lib/browser-location.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

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

/** /login: e-mail and password; success leaves for the returnUrl the server approved. */
export function LoginPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');

  if (user.isAuthorized) {
    const path = sameOriginPath(returnUrl);
    return <Navigate to={/^\/(login|signup)\b/i.test(path) ? '/' : path} replace />;
  }
  return <LoginForm returnUrl={returnUrl} />;
}

function LoginForm({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('auth.login.documentTitle', { name: useTenantName() }));
  const signIn = useSignIn();
  const [formError, setFormError] = useState<FormError | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInRequest>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

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
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      links={
        <>
          <Link className={styles.link} to={withReturnUrl('/password/forgot', returnUrl)}>
            {t('auth.login.forgot')}
          </Link>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link className={styles.link} to={withReturnUrl('/signup', returnUrl)}>
              {t('auth.login.create')}
            </Link>
          </p>
        </>
      }
    >
      <form
        className={styles.form}
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
        <button type="submit" className={styles.button} disabled={signIn.isPending}>
          {t('auth.login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
