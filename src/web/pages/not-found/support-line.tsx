import { useTranslation } from '../../i18n/shared-translation.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import styles from './not-found.module.css';

/** "Need help? Write to us: …" with the tenant's support e-mail, when known. */
export function SupportLine() {
  const { t } = useTranslation();
  const email = useTenant().info?.supportEmail;
  if (!email) return null;
  return (
    <p className={styles.text}>
      {t('notFound.help')}{' '}
      <a className={styles.mail} href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}
