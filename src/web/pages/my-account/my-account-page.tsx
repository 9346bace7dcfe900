import { useTranslation } from '../../i18n/shared-translation.js';
import { NavLink, Outlet } from 'react-router';
import { ProfileAlert } from '../../features/auth/components/profile-alert.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts];

const SECTIONS = [
  { path: '/MyAccount/Registrations', key: 'registrations' },
  { path: '/MyAccount/Orders', key: 'orders' },
  { path: '/MyAccount/Teams', key: 'teams' },
  { path: '/MyAccount/Relatives', key: 'relatives' },
  { path: '/MyAccount/Profile', key: 'profile' },
  { path: '/MyAccount/Training', key: 'training' },
] as const;

/** /MyAccount: the account's frame, its section navigation (aria-current on the open one) and the section. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(`${t('account.title')} — ${name}`);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <ProfileAlert />
      <nav className={styles.nav} aria-label={t('account.nav.label')}>
        <ul className={styles.tabs}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.path}
                className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
              >
                {t(`account.nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.section}>
        <Outlet />
      </div>
    </div>
  );
}
