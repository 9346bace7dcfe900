import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, Outlet } from 'react-router';
import '../../features/campaign/campaigns-catalog.js';
import { LanguageSwitch } from '../../features/culture/components/language-switch.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import shell from './layout-shell.module.css';
import styles from './ostrovok-layout.module.css';
import footer from './site-footer.module.css';
import header from './site-header.module.css';
import { StartlineLogo } from './startline-layouts.js';

/** Our mark (as in the default tenant's header) and name, linking home. */
function HomeLogo() {
  const { t } = useTranslation();
  const name = useTenantName();
  return (
    <Link to="/" className={header.logo} aria-label={t('header.homeLink', { name })}>
      <StartlineLogo />
    </Link>
  );
}

/**
 * The partner campaign layout (route meta layout 'ostrovok', SPEC §2): co-branded header (our logo × the
 * partner's wordmark) without the main menu, and a compact footer with support and the way back to the
 * main site. Colours come from the `[data-layout='ostrovok']` tokens; the pieces are the shell's.
 */
export function OstrovokLayout() {
  const { t } = useTranslation();
  const { info } = useTenant();
  const name = useTenantName();
  const email = info?.supportEmail;

  return (
    <div className={shell.shell} data-variant="ostrovok">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className={header.header} data-variant="ostrovok">
        <div className={header.inner}>
          <div className={styles.brands}>
            <HomeLogo />
            <span className={styles.times} aria-hidden="true">
              ×
            </span>
            <span className="visually-hidden">{t('campaigns.layout.with')}</span>
            <span className={styles.partner}>{t('campaigns.layout.partner')}</span>
          </div>
          <div className={header.tools}>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={shell.main}>
        <Outlet />
      </main>
      <footer className={footer.footer}>
        <div className={styles.footerInner}>
          {email ? (
            <p className={footer.support}>
              {t('campaigns.layout.support')}{' '}
              <a className={footer.link} href={`mailto:${email}`}>
                {email}
              </a>
            </p>
          ) : null}
          <Link key="home" className={footer.link} to="/">
            {t('campaigns.layout.backToSite', { name })}
          </Link>
        </div>
      </footer>
    </div>
  );
}
