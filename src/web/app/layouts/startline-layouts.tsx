import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { LayoutShell } from './layout-shell.js';
import type { NavItem } from './main-nav.js';
import type { FooterLink } from './site-footer.js';
import styles from './tenant-logo.module.css';

const NAV: readonly NavItem[] = [
  { to: '/events/future', labelKey: 'nav.events' },
  { to: '/events/results', labelKey: 'nav.results' },
  { to: '/events/series', labelKey: 'nav.series' },
];

const FOOTER_LINKS: readonly FooterLink[] = [
  { to: '/Home/About', labelKey: 'footer.about' },
  { to: '/Home/About/participants', labelKey: 'footer.participants' },
  { to: '/nbd', labelKey: 'footer.nbd' },
  { to: '/corp-client', labelKey: 'footer.corporate' },
  { to: '/Careers', labelKey: 'footer.careers' },
  { to: '/Contacts', labelKey: 'footer.contacts' },
];

/** The default tenant's mark and name (also the partner layouts' own half). */
export function StartlineLogo() {
  const name = useTenantName();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M9 25 21 7h3.5l-12 18z" fill="#c6f432" />
        <path d="M5 25h22" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{name}</span>
    </span>
  );
}

/** The default tenant's layouts: the full header with navigation, and the compact order header. */
export function StartlineDefaultLayout() {
  return (
    <LayoutShell variant="default" logo={<StartlineLogo />} homeLink nav={NAV} footerLinks={FOOTER_LINKS} />
  );
}

export function StartlineOrderLayout() {
  return <LayoutShell variant="order" logo={<StartlineLogo />} homeLink />;
}
