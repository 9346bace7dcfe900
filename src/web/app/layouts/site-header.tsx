import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { AccountLink } from '../../features/auth/components/account-link.js';
import { LanguageSwitch } from '../../features/culture/components/language-switch.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useRouteMeta } from '../route-meta.js';
import { MainNav, type NavItem } from './main-nav.js';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  variant: 'default' | 'order';
  logo: ReactNode;
  /** The logo links home only where the tenant has a home page. */
  homeLink: boolean;
  nav: readonly NavItem[];
}

export function SiteHeader({ variant, logo, homeLink, nav }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { info } = useTenant();
  const name = useTenantName();
  // The corporate client page (route meta corporateHeader): "For business" by the logo and a call to its
  // lead form in place of the main menu. Its texts come with that page's catalog, loaded with its route.
  const { corporateHeader } = useRouteMeta();
  const corporate = variant === 'default' && corporateHeader;

  return (
    <header className={styles.header} data-variant={variant} data-corporate={corporate ? '' : undefined}>
      <div className={styles.inner}>
        {homeLink ? (
          <Link to="/" className={styles.logo} aria-label={t('header.homeLink', { name })}>
            {logo}
          </Link>
        ) : (
          <span className={styles.logo}>{logo}</span>
        )}
        {corporate ? (
          <span key="corporate-label" className={styles.corporateLabel}>
            {t('corporate.header.label')}
          </span>
        ) : variant === 'default' && nav.length > 0 ? (
          <MainNav key="nav" items={nav} />
        ) : null}
        <div key="tools" className={styles.tools}>
          <LanguageSwitch />
          {variant === 'default' ? (
            <AccountLink
              loginUrl={info?.links.loginUrl}
              corporateCabinet={info?.featureFlags.some((flag) => flag.id === 'ShowLkCorp' && flag.enabled)}
            />
          ) : null}
        </div>
        {corporate ? (
          <a key="corporate-cta" className={styles.corporateCta} href="#lead-form">
            {t('corporate.header.cta')}
          </a>
        ) : null}
      </div>
    </header>
  );
}
