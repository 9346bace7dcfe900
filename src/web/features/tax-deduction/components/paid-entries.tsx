import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { TaxDeductionPage, TaxEntry } from '../../../../shared/schemas/tax-deduction.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatMoney } from '../../../lib/catalogue-format.js';
import { TaxBadge } from './certificates-list.js';
import styles from './tax-deduction.module.css';

/** The organizer of an entry, and whether it issues certificates (in the Ministry of Sport's list). */
function OrganizerBadge({ organizer }: { organizer: TaxEntry['organizer'] }) {
  const { t } = useTranslation();
  return (
    <TaxBadge tone={organizer.listed ? 'good' : undefined}>
      {organizer.listed ? t('taxDeduction.paid.listed') : t('taxDeduction.paid.notListed')}
    </TaxBadge>
  );
}

/**
 * The account's paid entries by year of payment, the latest year first: whose entry, which event and
 * order, which organizer (and whether it issues certificates), and what it counts for the deduction.
 */
export function PaidEntries({ paid }: { paid: TaxDeductionPage['paid'] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (paid.length === 0) {
    return (
      <div className={styles.card}>
        <p className={styles.muted}>{t('taxDeduction.paid.empty')}</p>
        <Link to="/events/future" className={styles.link}>
          {t('taxDeduction.paid.findEvent')}
        </Link>
      </div>
    );
  }
  return paid.map(({ year, entries }) => {
    const listedTotal = entries
      .filter((e) => e.organizer.listed)
      .reduce((sum, e) => sum + e.amount.amount, 0);
    const headingId = `tax-year-${year}`;
    return (
      <section key={year} className={styles.year} aria-labelledby={headingId}>
        <div className={styles.yearHead}>
          <h3 id={headingId} className={styles.yearTitle}>
            {t('taxDeduction.paid.year', { year })}
          </h3>
          <span className={styles.muted}>
            {t('taxDeduction.paid.yearTotal', {
              amount: formatMoney({ amount: listedTotal, currency: 'RUB' }, lang),
            })}
          </span>
        </div>
        <ul className={styles.list} aria-label={t('taxDeduction.paid.entriesOf', { year })}>
          {entries.map((entry) => (
            <li key={`${entry.orderNumber}-${entry.participant.id}`} className={styles.card}>
              <div className={styles.cardHead}>
                <p className={styles.cardTitle}>{entry.event}</p>
                <span className={styles.amount}>{formatMoney(entry.amount, lang)}</span>
              </div>
              <p className={styles.muted}>
                {entry.participant.name} · {t('taxDeduction.paid.order', { number: entry.orderNumber })},{' '}
                {t('taxDeduction.paid.paidOn', { date: formatDate(entry.paidAt, lang) })}
              </p>
              <div className={styles.cardHead}>
                <span>{entry.organizer.name || t('taxDeduction.paid.noOrganizer')}</span>
                <OrganizerBadge organizer={entry.organizer} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
