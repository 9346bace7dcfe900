import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useUnlockSignIn } from '../../features/auth/api/unlock-sign-in.js';
import { AuthCard, FormAlert, FormNotice } from '../../features/auth/components/auth-card.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { useMailedLink } from '../../features/auth/use-mailed-link.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

/** /login/unlock?token=…: the mailed sign-in link; signs in on load, a bad link says why. */
export function UnlockPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.unlock.documentTitle', { name: useTenantName() }));
  const { failed, message } = useMailedLink(useUnlockSignIn());

  return (
    <AuthCard
      title={t('auth.unlock.title')}
      links={
        failed ? (
          <Link className={styles.link} to="/login">
            {t('auth.confirm.toLogin')}
          </Link>
        ) : null
      }
    >
      {failed ? (
        <FormAlert message={message} />
      ) : (
        <FormNotice>
          <p>{t('auth.unlock.pending')}</p>
        </FormNotice>
      )}
    </AuthCard>
  );
}
