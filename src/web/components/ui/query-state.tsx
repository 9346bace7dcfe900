import { useTranslation } from '../../i18n/shared-translation.js';
import styles from './query-state.module.css';

/** An inline "could not load" message with a way on (retry). */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{t('errors.tryLater')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** Grey placeholder blocks while a page loads; announced once as "Loading…". */
export function Skeleton({ lines = 3, cards = 0 }: { lines?: number; cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <span className={styles.title} aria-hidden="true" />
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={i % 2 ? styles.lineShort : styles.line} aria-hidden="true" />
      ))}
      {cards > 0 && (
        <div className={styles.cards} aria-hidden="true">
          {Array.from({ length: cards }, (_, i) => (
            <span key={i} className={styles.card} />
          ))}
        </div>
      )}
    </div>
  );
}
