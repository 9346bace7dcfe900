import { useTranslation } from '../../i18n/shared-translation.js';
import styles from './star-rating.module.css';

interface StarRatingProps {
  value: number;
  approved: boolean;
}

/** Stars of an event's rating with the "approved / not approved yet" marker, spoken as one phrase. */
export function StarRating({ value, approved }: StarRatingProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t('rating.stars', { value, max: 5 })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} aria-hidden="true" className={n <= value ? styles.on : styles.off}>
            ★
          </span>
        ))}
      </span>
      <span className={approved ? styles.approved : styles.pending}>
        {approved ? t('rating.approved') : t('rating.notApproved')}
      </span>
    </span>
  );
}
