import { useTranslation } from '../i18n/shared-translation.js';
import styles from './app-skeleton.module.css';

/** Shown while the app starts (tenant and user unknown) and while a page chunk loads. */
export function AppSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.logo} />
        <span className={styles.pill} />
      </div>
      <div className={styles.body} aria-hidden="true">
        <span className={styles.title} />
        <span className={styles.line} />
        <span className={styles.lineShort} />
        <div className={styles.cards}>
          <span className={styles.card} />
          <span className={styles.card} />
          <span className={styles.card} />
        </div>
      </div>
    </div>
  );
}
