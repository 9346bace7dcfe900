import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../api/get-current-user.js';
import { pageOrigin } from '../../../lib/server-request.js';
import { buildLoginUrl } from '../login-url.js';
import styles from './account-link.module.css';
import menuStyles from './account-menu.module.css';

// The menu (and its sign-out calls) loads only for a signed-in user; first visits stay light.
const AccountMenu = lazy(() => import('./account-menu.js').then((m) => ({ default: m.AccountMenu })));

interface AccountLinkProps {
  loginUrl: string | null | undefined;
  /** The tenant's ShowLkCorp flag: Organization users get the corporate cabinet entry. */
  corporateCabinet?: boolean;
}

/** Signed in: the account menu. Anonymous: a sign-in link to the tenant login that returns here. */
export function AccountLink({ loginUrl, corporateCabinet = false }: AccountLinkProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();

  if (user.isAuthorized) {
    // While the menu loads, the same avatar and name show in its place.
    const badge = (
      <span className={menuStyles.button} title={user.fullName}>
        <span className="visually-hidden">{t('header.signedInAs')}</span>{' '}
        <span className={menuStyles.avatar} aria-hidden="true">
          {user.fullName.trim().charAt(0).toUpperCase() || '•'}
        </span>
        <span className={menuStyles.name}>{user.fullName}</span>
      </span>
    );
    return (
      <Suspense fallback={badge}>
        <AccountMenu user={user} corporateCabinet={corporateCabinet} />
      </Suspense>
    );
  }
  if (!loginUrl) return null;

  const here = pageOrigin() + location.pathname + location.search + location.hash;
  return (
    <a className={styles.signIn} href={buildLoginUrl(loginUrl, here)}>
      {t('header.signIn')}
    </a>
  );
}
