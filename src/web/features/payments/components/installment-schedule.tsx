import { useTranslation } from '../../../i18n/shared-translation.js';
import type { OrderPayment } from '../../../../shared/schemas/payments.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatMoney } from '../../../lib/catalogue-format.js';
import styles from './payments.module.css';

type Plan = NonNullable<OrderPayment['installments']>;

interface InstallmentScheduleProps {
  plan: Plan;
  /** The event's time zone: the dates are its calendar's. */
  timeZone: string;
  /** The plan is only offered (nothing paid yet): its first part is paid now. */
  offered: boolean;
}

/** SPEC §9's installments: the parts, their dates and amounts, and which are paid. */
export function InstallmentSchedule({ plan, timeZone, offered }: InstallmentScheduleProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('payments.installments.schedule')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.installments.part')}</th>
            <th scope="col">{t('payments.installments.dueAt')}</th>
            <th scope="col" className={styles.num}>
              {t('payments.installments.amount')}
            </th>
            <th scope="col">{t('payments.installments.state')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.schedule.map((part, index) => (
            <tr key={part.part} data-paid={part.paid || undefined}>
              <th scope="row">{t('payments.installments.partN', { part: part.part })}</th>
              <td>
                {offered && index === 0
                  ? t('payments.installments.now')
                  : formatDate(part.dueAt, lang, timeZone)}
              </td>
              <td className={styles.num}>{formatMoney(part.amount, lang)}</td>
              <td>{part.paid ? t('payments.installments.paid') : t('payments.installments.toPay')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
