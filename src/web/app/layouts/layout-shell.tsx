import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Outlet } from 'react-router';
import type { NavItem } from './main-nav.js';
import { Section } from '../../lib/section.js';
import { SiteFooter, type FooterLink } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import styles from './layout-shell.module.css';

interface LayoutShellProps {
  variant: 'default' | 'order';
  logo: ReactNode;
  homeLink: boolean;
  nav?: readonly NavItem[];
  /** The tenant's own pages, linked from the footer. */
  footerLinks?: readonly FooterLink[];
}

/** Skip link, header, main, footer: what every tenant layout is made of. */
export function LayoutShell({ variant, logo, homeLink, nav = [], footerLinks }: LayoutShellProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell} data-variant={variant}>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <SiteHeader variant={variant} logo={logo} homeLink={homeLink} nav={nav} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Section>
        <SiteFooter links={footerLinks} />
      </Section>
    </div>
  );
}
