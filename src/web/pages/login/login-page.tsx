import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { AuthCard } from '../../features/auth/components/auth-card.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { sameOriginPath, withReturnUrl } from '../../features/auth/return-url.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

const LoginForm = lazyPart(() => import('./login-form.js').then((m) => m.LoginForm));

/** /login: e-mail and password; success leaves for the returnUrl the server approved. */
export function LoginPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');

  if (user.isAuthorized) {
    const path = sameOriginPath(returnUrl);
    return <Navigate to={/^\/(login|signup)\b/i.test(path) ? '/' : path} replace />;
  }
  return <SignInCard returnUrl={returnUrl} />;
}

function SignInCard({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.documentTitle', { name: useTenantName() }));
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
      <LoginForm returnUrl={returnUrl} />
    </AuthCard>
  );
}
