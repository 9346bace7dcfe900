import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import styles from './site-footer.module.css';

export interface FooterLink {
  to: string;
  labelKey:
    | 'footer.about'
    | 'footer.participants'
    | 'footer.contacts'
    | 'footer.careers'
    | 'footer.corporate'
    | 'footer.nbd';
}

/** Support address and hours (Mon–Fri, Moscow time), the tenant's own pages, copyright. */
export function SiteFooter({ links = [] }: { links?: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const { info } = useTenant();
  const name = useTenantName();
  const email = info?.supportEmail;
  const hours = info?.supportHours;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {links.length > 0 ? (
          <nav aria-label={t('footer.nav')}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.link} to={link.to}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.meta}>
          {email ? (
            <p className={styles.support}>
              {t('footer.support')}{' '}
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>
              {hours ? (
                <span className={styles.hours}>
                  {t('footer.supportHours', { from: hours.from, to: hours.to })}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className={styles.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear(), name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
