import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { isOnlineMethod } from '../../../../shared/domain/payment-methods.js';
import type { OrderPayment, Payment } from '../../../../shared/schemas/payments.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatMoney } from '../../../lib/catalogue-format.js';
import { nextInstallment, paidOfPlan } from '../payment-state.js';
import { useStartPayment } from '../use-start-payment.js';
import { InstallmentSchedule } from './installment-schedule.js';
import styles from './payments.module.css';

/* The result pages' panels of SPEC §2 and §4: checking, error, a payment stuck, installments paid so far. */

/** The payer is back from the provider and its word has not come yet: the page asks again by itself. */
export function CheckingPayment() {
  const { t } = useTranslation();
  return (
    <div className={styles.checking} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('payments.result.checkingText')}</p>
    </div>
  );
}

interface PaymentFailedProps {
  payment: OrderPayment;
  failed: Payment;
  /** The payment step, to choose another method. */
  stepHref: string;
}

/** SPEC §8 'Try again or change your payment method.': the same method again, or the payment step. */
export function PaymentFailed({ payment, failed, stepHref }: PaymentFailedProps) {
  const { t } = useTranslation();
  const pay = useStartPayment(payment.order.number);
  const method =
    isOnlineMethod(failed.method) && payment.methods.includes(failed.method) ? failed.method : null;
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('payments.result.errorText')}</p>
      {pay.error && (
        <p className={styles.alert} role="alert">
          {pay.error}
        </p>
      )}
      <div className={styles.actions}>
        {method && (
          <button
            type="button"
            className={styles.primary}
            disabled={pay.busy}
            aria-busy={pay.busy || undefined}
            onClick={() => pay.start(method)}
          >
            {pay.busy ? t('payments.paying') : t('payments.result.retry')}
          </button>
        )}
        <Link className={styles.secondary} to={stepHref}>
          {t('payments.result.changeMethod')}
        </Link>
      </div>
    </div>
  );
}

/**
 * SPEC §4, §9: a payment whose status has not changed for an hour: support's e-mail (with the order's
 * number in the subject) and hours, Monday to Friday in Moscow time.
 */
export function StuckPayment({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const { email, hours } = payment.support;
  const number = payment.order.number;
  const subject = encodeURIComponent(t('payments.result.mailSubject', { number }));
  const zone =
    hours.timeZone === 'Europe/Moscow'
      ? t('payments.result.zoneMoscow')
      : t('payments.result.zoneOther', { zone: hours.timeZone });
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('payments.result.stuckText', { number })}</p>
      <dl className={styles.facts}>
        <dt>{t('payments.result.supportEmail')}</dt>
        <dd>
          <a className={styles.link} href={`mailto:${email}?subject=${subject}`}>
            {email}
          </a>
        </dd>
        <dt>{t('payments.result.supportHours')}</dt>
        <dd>{t('payments.result.schedule', { from: hours.from, to: hours.to, zone })}</dd>
      </dl>
    </div>
  );
}

interface InstallmentsPaidProps {
  payment: OrderPayment;
  /** The payment step, for the next part (null when it cannot be paid from here). */
  stepHref: string | null;
}

/** An order paid in installments: what is paid of what, the schedule, and the next part. */
export function InstallmentsPaid({ payment, stepHref }: InstallmentsPaidProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const plan = payment.installments;
  const paid = paidOfPlan(payment);
  if (!plan || !paid) return null;
  const next = nextInstallment(payment);
  return (
    <section className={styles.panel} aria-labelledby="installments-paid">
      <h2 id="installments-paid" className={styles.panelTitle}>
        {t('payments.installments.title')}
      </h2>
      <p className={styles.text}>
        {t('payments.installments.paidOf', {
          paid: formatMoney(paid, lang),
          total: formatMoney(plan.total, lang),
        })}
      </p>
      <InstallmentSchedule plan={plan} timeZone={payment.event.timeZone} offered={false} />
      {next && (
        <>
          <p className={styles.text}>
            {t('payments.installments.next', {
              amount: formatMoney(next.amount, lang),
              date: formatDate(next.dueAt, lang, payment.event.timeZone),
            })}
          </p>
          {stepHref && (
            <div className={styles.actions}>
              <Link className={styles.primary} to={stepHref}>
                {t('payments.installments.payNext')}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
