import { useTranslation } from '../../i18n/shared-translation.js';
import type { RegistrationSuccess } from '../../../shared/schemas/registration.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatMoney } from '../../lib/catalogue-format.js';
import styles from './register.module.css';

/**
 * The success page's order: who is registered for what (with start numbers and each one's state), the
 * options bought, the discount, the commission and the total.
 */
export function OrderLinesPanel({ summary }: { summary: RegistrationSuccess }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { race, order, participants } = summary;
  // insurance, services and goods: the registrations are listed with their participants above
  const extras = order.lines.filter((line) => line.kind !== 'registration');
  return (
    <section className={styles.panel} aria-labelledby="success-participants">
      <h2 id="success-participants" className={styles.panelTitle}>
        {t('registerSuccess.participantsTitle')}
      </h2>
      <ul className={styles.entries}>
        {participants.map((participant, index) => (
          <li key={`${participant.fullName}-${index}`} className={styles.entry}>
            <span className={styles.entryName}>{participant.fullName}</span>
            <span className={styles.entryRace}>{race.name}</span>
            <span className={styles.entryBib}>
              {participant.bib
                ? t('registerSuccess.bib', { bib: participant.bib })
                : t('registerSuccess.noBib')}
            </span>
            <span className={styles.entryStatus} data-status={participant.status}>
              {t(`registerSuccess.statuses.${participant.status}`)}
            </span>
          </li>
        ))}
      </ul>
      {extras.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('registerSuccess.optionsTitle')}</h3>
          <ul className={styles.entries}>
            {extras.map((line, index) => (
              <li key={`${line.name}-${index}`} className={styles.entry}>
                <span className={styles.entryName}>{line.name}</span>
                <span className={styles.entryRace}>
                  {t(`register.order.kinds.${line.kind === 'product' ? 'good' : line.kind}`)}
                  {line.count > 1 ? ` × ${line.count}` : ''}
                </span>
                <span className={styles.entryBib}>
                  {formatMoney({ ...line.price, amount: line.price.amount * line.count }, lang)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className={styles.sums}>
        {order.amounts.discount.amount > 0 && (
          <>
            <dt>
              {order.amounts.promoCode
                ? t('registerSuccess.discountWith', { code: order.amounts.promoCode })
                : t('register.order.discount')}
            </dt>
            <dd>−{formatMoney(order.amounts.discount, lang)}</dd>
          </>
        )}
        {order.amounts.commission.amount > 0 && (
          <>
            <dt>{t('registerSuccess.commission')}</dt>
            <dd>{formatMoney(order.amounts.commission, lang)}</dd>
          </>
        )}
      </dl>
      <p className={styles.total}>
        {t('registerSuccess.total', {
          total: order.total.amount > 0 ? formatMoney(order.total, lang) : t('register.order.free'),
        })}
      </p>
    </section>
  );
}
