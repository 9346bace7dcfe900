import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorOf } from '../../lib/api-error.js';
import { useResetPassword } from '../../features/auth/api/reset-password.js';
import { AuthCard, FormAlert } from '../../features/auth/components/auth-card.js';
import { PasswordField } from '../../features/auth/components/form-fields.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { assignLocation } from '../../lib/browser-location.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import type { NewPassword } from './new-password-schema.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

const validation = lazyZodResolver(() => import('./new-password-schema.js').then((m) => m.newPasswordSchema));

const TOKEN_ERRORS = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED'];

/** /password/reset?token=…: sets a new password, signs in and goes home; a bad link offers a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('auth.reset.documentTitle', { name: useTenantName() }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [formError, setFormError] = useState<{ code: string | null; message: string } | null>(
    token ? null : { code: 'TOKEN_INVALID', message: t('auth.errors.invalidLink') },
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPassword>({
    resolver: validation.resolver,
    defaultValues: { password: '', repeat: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => assignLocation(answer.returnUrl),
        onError: (error) => {
          if (apiErrorOf(error)?.fields?.['token']) {
            setFormError({ code: 'TOKEN_INVALID', message: t('auth.errors.invalidLink') });
            return;
          }
          const { code, message } = applyServerError(error, setError, ['password'], t('auth.errors.generic'));
          setFormError(message ? { code, message } : null);
        },
      },
    );
  });

  const linkFailed = formError?.code ? TOKEN_ERRORS.includes(formError.code) : false;

  return (
    <AuthCard title={t('auth.reset.title')} lead={linkFailed ? undefined : t('auth.reset.lead')}>
      {linkFailed && formError ? (
        <FormAlert message={formError.message}>
          <Link className={styles.secondary} to="/password/forgot">
            {t('auth.reset.newLink')}
          </Link>
        </FormAlert>
      ) : (
        <form
          className={styles.form}
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
          {formError ? <FormAlert message={formError.message} /> : null}
          <button type="submit" className={styles.button} disabled={reset.isPending}>
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
