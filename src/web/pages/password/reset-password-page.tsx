import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, FormAlert } from '../../features/auth/components/auth-card.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

const ResetPasswordForm = lazyPart(() => import('./reset-password-form.js').then((m) => m.ResetPasswordForm));

/** /password/reset?token=…: sets a new password, signs in and goes home; a bad link offers a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.documentTitle', { name: useTenantName() }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkError, setLinkError] = useState<string | null>(token ? null : t('auth.errors.invalidLink'));

  return (
    <AuthCard title={t('auth.reset.title')} lead={linkError ? undefined : t('auth.reset.lead')}>
      {linkError ? (
        <FormAlert message={linkError}>
          <Link className={styles.secondary} to="/password/forgot">
            {t('auth.reset.newLink')}
          </Link>
        </FormAlert>
      ) : (
        <ResetPasswordForm token={token} onLinkFailed={setLinkError} />
      )}
    </AuthCard>
  );
}
