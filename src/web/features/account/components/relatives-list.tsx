import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Relative } from '../../../../shared/schemas/account.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatCalendarDate } from '../../../lib/catalogue-format.js';
import styles from './account.module.css';

interface RelativesListProps {
  items: Relative[];
  onEdit: (relative: Relative) => void;
  onRemove: (relative: Relative) => void;
}

/** Relatives with their birth date and kind; a link still waiting for the other account says so. */
export function RelativesList({ items, onEdit, onRemove }: RelativesListProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ul className={styles.list} aria-label={t('account.relatives.title')}>
      {items.map((relative) => (
        <li key={relative.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{relative.fullName || relative.email}</h3>
            {relative.status === 'pending' && (
              <span className={styles.pending}>{t('account.relatives.pending')}</span>
            )}
          </div>
          <p className={styles.muted}>
            {t(`account.relatives.kinds.${relative.kind}`)}
            {relative.email && relative.fullName ? ` · ${relative.email}` : ''}
            {relative.birthDate
              ? ` · ${t('account.relatives.born', { date: formatCalendarDate(relative.birthDate, lang) })}`
              : ''}
          </p>
          <div className={styles.actions}>
            {relative.kind === 'created' && (
              <button type="button" className={styles.linkButton} onClick={() => onEdit(relative)}>
                {t('account.relatives.edit')} <span className="visually-hidden">{relative.fullName}</span>
              </button>
            )}
            <button type="button" className={styles.linkButton} onClick={() => onRemove(relative)}>
              {t('account.relatives.remove')}{' '}
              <span className="visually-hidden">{relative.fullName || relative.email}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
