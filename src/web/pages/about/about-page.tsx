import { useTranslation } from '../../i18n/shared-translation.js';
import { NavLink, Outlet } from 'react-router';
import tabs from '../../components/ui/tab-links.module.css';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './about-page.module.css';
import { aboutTexts } from '../../i18n/catalogs/about.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [aboutTexts];

/** «For organizers — About — Startline»: each child page names itself. */
export function useAboutTitle(page: string): void {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(t('about.documentTitle', { page, name }));
}

/** /Home/About: heading, intro and the two sections (organizers, participants) as tab links. */
export function AboutPage() {
  const { t } = useTranslation();
  const name = useTenantName();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('about.title')}</h1>
        <p className={styles.intro}>{t('about.intro', { name })}</p>
      </header>
      <nav className={tabs.tabs} aria-label={t('about.navLabel')}>
        <ul className={tabs.tabList}>
          <li>
            <NavLink to="/Home/About" end className={tabs.tab}>
              {t('about.tabs.organizers')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/Home/About/participants" className={tabs.tab}>
              {t('about.tabs.participants')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
