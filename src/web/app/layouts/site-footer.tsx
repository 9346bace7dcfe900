import { useTranslation } from 'react-i18next';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const { info } = useTenant();
  const name = useTenantName();
  const email = info?.supportEmail;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {email ? (
          <p className={styles.support}>
            {t('footer.support')}{' '}
            <a className={styles.link} href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        ) : null}
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}
