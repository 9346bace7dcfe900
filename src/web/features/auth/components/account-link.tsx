import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../api/get-current-user.js';
import { buildLoginUrl } from '../login-url.js';
import styles from './account-link.module.css';

/** Signed in: the user's name. Anonymous: a sign-in link to the tenant login that returns here. */
export function AccountLink({ loginUrl }: { loginUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();

  if (user.isAuthorized) {
    return (
      <span className={styles.user} title={user.fullName}>
        <span className="visually-hidden">{t('header.signedInAs')} </span>
        <span className={styles.avatar} aria-hidden="true">
          {user.fullName.trim().charAt(0).toUpperCase() || '•'}
        </span>
        <span className={styles.name}>{user.fullName}</span>
      </span>
    );
  }
  if (!loginUrl) return null;

  const here = window.location.origin + location.pathname + location.search + location.hash;
  return (
    <a className={styles.signIn} href={buildLoginUrl(loginUrl, here)}>
      {t('header.signIn')}
    </a>
  );
}
