import { useTranslation } from '../../../i18n/shared-translation.js';
import { useLiveCount } from '../api/get-live-count.js';
import styles from './live-count.module.css';

/** "N participants registered for upcoming races"; nothing at all when the count is unavailable. */
export function LiveCount() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useLiveCount();

  if (isPending) {
    return (
      <p className={styles.count} aria-busy="true">
        <span className={styles.placeholder} />
        <span className="visually-hidden">{t('common.loading')}</span>
      </p>
    );
  }
  if (isError) return null;
  return (
    <p className={styles.count}>
      <span className={styles.pulse} aria-hidden="true" />
      {data === 0 ? t('home.liveCountZero') : t('home.liveCount', { count: data })}
    </p>
  );
}
