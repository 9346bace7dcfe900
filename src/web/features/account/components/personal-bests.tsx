import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Training } from '../../../../shared/schemas/account.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatDistance, formatRaceTime } from '../../../lib/catalogue-format.js';
import styles from './account.module.css';

/** Personal bests, one per distance (shortest first, as answered). */
export function PersonalBests({ items }: { items: Training['personalBests'] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    // a table wider than a phone scrolls: a keyboard reaches it too (WCAG 2.1.1)
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('account.training.bests')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('account.training.bests')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.training.distance')}</th>
            <th scope="col">{t('account.training.time')}</th>
            <th scope="col">{t('account.training.event')}</th>
            <th scope="col">{t('account.training.date')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((best) => (
            <tr key={best.lengthM}>
              <th scope="row">{formatDistance(best.lengthM, lang)}</th>
              <td>{formatRaceTime(best.timeMs)}</td>
              <td>{best.eventName}</td>
              <td>{formatDate(best.date, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
