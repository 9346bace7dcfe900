import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import { useForgotPassword } from '../../features/auth/api/forgot-password.js';
import { AuthCard, FormNotice } from '../../features/auth/components/auth-card.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { withReturnUrl } from '../../features/auth/return-url.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

const EmailRequestForm = lazyPart(() =>
  import('../../features/auth/components/email-request-form.js').then((m) => m.EmailRequestForm),
);

/** /password/forgot: the address; the answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.documentTitle', { name: useTenantName() }));
  const [params] = useSearchParams();
  const forgot = useForgotPassword();

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={forgot.isSuccess ? undefined : t('auth.forgot.lead')}
      links={
        <Link className={styles.link} to={withReturnUrl('/login', params.get('returnUrl'))}>
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <FormNotice>
          <p>{t('auth.forgot.sent')}</p>
        </FormNotice>
      ) : (
        <EmailRequestForm request={forgot} autoComplete="username" submitLabel={t('auth.forgot.submit')} />
      )}
    </AuthCard>
  );
}
