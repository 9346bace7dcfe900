import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import type { OrderPayment, PaymentMethod } from '../../../shared/schemas/payments.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useOrderPayment } from '../../features/payments/api/order-payment.js';
import { InstallmentSchedule } from '../../features/payments/components/installment-schedule.js';
import { InvoiceIssued } from '../../features/payments/components/invoice-issued.js';
import type { InvoicePayerFormHandle } from '../../features/payments/components/invoice-payer-form.js';
import { PaymentMethods } from '../../features/payments/components/payment-methods.js';
import { RepeatPayment } from '../../features/payments/components/repeat-payment.js';
import { paymentResultPath, registerPath } from '../../features/payments/payment-paths.js';
import {
  amountDueNow,
  formatCountdown,
  installmentsChosen,
  paidOfPlan,
  remainingMs,
} from '../../features/payments/payment-state.js';
import { useDeviceClock } from '../../features/payments/use-device-clock.js';
import { useStartPayment } from '../../features/payments/use-start-payment.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { paymentsTexts } from '../../i18n/catalogs/payments.js';
import { registrationResultTexts } from '../../i18n/catalogs/registration-result.js';
import { formatMoney, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './register.module.css';
import own from './register-payment.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [registrationResultTexts, paymentsTexts];

// the payer's form for an invoice, with react-hook-form and its rules: loaded when bank details are chosen
const InvoicePayerForm = lazy(() =>
  import('../../features/payments/components/invoice-payer-form.js').then((m) => ({
    default: m.InvoicePayerForm,
  })),
);

/**
 * /{eventCode}/{raceCode}/register/payment?order=NUMBER (SPEC §2's payment step, order layout, sign-in
 * required): the order, the time left of its 20-minute window (SPEC §9) by the server's clock, the
 * methods, the installments when offered, and Pay, which goes to the provider's page. When the window has
 * ended: 'Time for payment has expired' with the repeat payment; an order paid, cancelled or refunded
 * says so with the ways on.
 */
export function RegisterPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('order');
  const user = useCurrentUser();
  const query = useOrderPayment(user.isAuthorized ? number : null);
  useDocumentTitle(t('payments.documentTitle', { number: number ?? '' }));

  if (number && (!user.isAuthorized || query.isPending)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        <Skeleton lines={3} cards={2} />
      </div>
    );
  }
  if (!number || !query.data) {
    const missing = !number || (isHttpError(query.error) && query.error.status === 404);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        {missing ? (
          <div className={styles.closed}>
            <p className={styles.lead}>{t('registerSuccess.noOrder')}</p>
            <div className={styles.actions}>
              <Link className={styles.primary} to="/MyAccount/Orders">
                {t('registerSuccess.myOrders')}
              </Link>
            </div>
          </div>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <PaymentStep payment={query.data} receivedAt={query.dataUpdatedAt} />;
}

type StepState = 'pay' | 'expired' | 'paid' | 'cancelled' | 'refunded';

function PaymentStep({ payment, receivedAt }: { payment: OrderPayment; receivedAt: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { order, event, race } = payment;
  const now = useDeviceClock(1000, order.status === 'awaiting-payment');
  const remaining = remainingMs(payment, receivedAt, now);
  const state: StepState =
    order.status === 'expired' || remaining === 0
      ? 'expired'
      : order.status === 'awaiting-payment' || order.status === 'partly-paid'
        ? 'pay'
        : order.status;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  // the step changed under the payer (the window ended, the places are held again): its heading says so
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    heading.current?.focus();
  }, [state]);

  const result = paymentResultPath(event.code, race.code, order.number);
  const title =
    state === 'pay'
      ? t('payments.stepTitle', { number: order.number })
      : state === 'expired'
        ? t('payments.expired.title')
        : t(`payments.${state}.title`);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('register.eyebrow')}</p>
        <h1 className={styles.title}>{event.name}</h1>
        <p className={styles.raceName}>{race.name}</p>
      </header>
      <section className={styles.flow} aria-labelledby="payment-title">
        <h2 id="payment-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {title}
        </h2>
        {state === 'pay' && <PayForm payment={payment} remaining={remaining} resultHref={result} />}
        {state === 'expired' && (
          <>
            <div className={styles.closed}>
              <RepeatPayment number={order.number} />
            </div>
            <div className={styles.actions}>
              <Link className={styles.secondary} to="/MyAccount/Orders">
                {t('registerSuccess.myOrders')}
              </Link>
            </div>
          </>
        )}
        {(state === 'paid' || state === 'cancelled' || state === 'refunded') && (
          <div className={own.done}>
            <p className={styles.text}>
              {state === 'refunded'
                ? t('payments.refunded.text', { amount: formatMoney(order.refunded, lang) })
                : t(`payments.${state}.text`)}
            </p>
            <div className={styles.actions}>
              <Link className={styles.primary} to={result}>
                {t('payments.orderDetails')}
              </Link>
              <Link className={styles.secondary} to="/MyAccount/Orders">
                {t('registerSuccess.myOrders')}
              </Link>
              {state === 'cancelled' && (
                <Link className={styles.secondary} to={registerPath(event.code, race.code)}>
                  {t('registerSuccess.registerAgain')}
                </Link>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

interface PayFormProps {
  payment: OrderPayment;
  /** The window's ms left; null when the order has none (its installments are being paid). */
  remaining: number | null;
  resultHref: string;
}

/** The methods, the installments, the sums and Pay; by bank details, the payer and the invoice. */
function PayForm({ payment, remaining, resultHref }: PayFormProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { order, installments, methods } = payment;
  const newest = payment.payments[0];
  const pending = newest?.status === 'pending';
  // an invoice made out and not paid yet: the step opens on it
  const invoicePending = pending && newest.method === 'bank-details' && payment.invoice !== null;
  const [chosen, setChosen] = useState<PaymentMethod | null>(invoicePending ? 'bank-details' : null);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const byInvoice = method === 'bank-details';
  const pay = useStartPayment(order.number);
  const invoiceForm = useRef<InvoicePayerFormHandle>(null);
  const planChosen = installmentsChosen(payment);
  // the plan applies: paid in parts already, or chosen here
  const plan = installments && (planChosen || method === 'installments') ? installments : null;
  const due = amountDueNow(payment, method);
  const paid = planChosen ? paidOfPlan(payment) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    if (!byInvoice) {
      pay.start(method);
      return;
    }
    invoiceForm.current?.submit();
  };

  function payLabel(): string {
    const amount = formatMoney(due, lang);
    if (!byInvoice) return pay.busy ? t('payments.paying') : t('payments.pay', { amount });
    if (pay.busy) return t('payments.invoice.issuing');
    return payment.invoice ? t('payments.invoice.reissue') : t('payments.invoice.issue', { amount });
  }

  return (
    <form className={own.form} noValidate onSubmit={submit} aria-busy={pay.busy || undefined}>
      {remaining !== null && order.expiresAt && (
        <Countdown remaining={remaining} expiresAt={order.expiresAt} timeZone={payment.event.timeZone} />
      )}
      {pending && !invoicePending && (
        <p className={styles.info}>
          {t('payments.pendingNote')}{' '}
          <Link className={own.link} to={resultHref}>
            {t('payments.checkStatus')}
          </Link>
        </p>
      )}
      {methods.length === 0 ? (
        <p className={styles.lead}>{t('payments.noMethods', { email: payment.support.email })}</p>
      ) : (
        <PaymentMethods payment={payment} chosen={method} onChoose={setChosen} disabled={pay.busy} />
      )}
      {byInvoice && payment.invoice && <InvoiceIssued payment={payment} amount={due} />}
      {byInvoice && (
        <section className={styles.panel}>
          <Suspense fallback={<Skeleton />}>
            <InvoicePayerForm
              ref={invoiceForm}
              payment={payment}
              issue={(payer, onRefused, onIssued) => pay.start(method, { payer, onRefused, onIssued })}
            />
          </Suspense>
        </section>
      )}
      {plan && (
        <section className={styles.panel} aria-labelledby="payment-installments">
          <h3 id="payment-installments" className={styles.panelTitle}>
            {t('payments.installments.title')}
          </h3>
          <p className={styles.text}>{t('payments.installments.lead')}</p>
          <InstallmentSchedule plan={plan} timeZone={payment.event.timeZone} offered={!planChosen} />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="payment-sums">
        <h3 id="payment-sums" className="visually-hidden">
          {t('payments.dueNow')}
        </h3>
        <dl className={own.sums}>
          <dt>{t('payments.orderTotal')}</dt>
          <dd>{formatMoney(order.total, lang)}</dd>
          {plan && (
            <>
              <dt>{t('payments.installments.discount')}</dt>
              <dd>−{formatMoney(plan.discount, lang)}</dd>
              <dt>{t('payments.installments.totalWithDiscount')}</dt>
              <dd>{formatMoney(plan.total, lang)}</dd>
            </>
          )}
        </dl>
        {paid && plan && (
          <p className={styles.text}>
            {t('payments.installments.paidOf', {
              paid: formatMoney(paid, lang),
              total: formatMoney(plan.total, lang),
            })}
          </p>
        )}
        <p className={own.due}>
          <span>{t('payments.dueNow')}</span>
          <span>{formatMoney(due, lang)}</span>
        </p>
      </section>
      {pay.error && (
        <p className={own.alert} role="alert">
          {pay.error}
        </p>
      )}
      <p className={own.note}>{byInvoice ? t('payments.invoice.hint') : t('payments.payHint')}</p>
      <div className={own.payRow}>
        <button
          type="submit"
          className={styles.primary}
          disabled={pay.busy || !method}
          aria-busy={pay.busy || undefined}
        >
          {payLabel()}
        </button>
      </div>
    </form>
  );
}

interface CountdownProps {
  remaining: number;
  expiresAt: string;
  timeZone: string;
}

/**
 * «Осталось на оплату: 19:42», by the server's clock; a screen reader hears it at 5 minutes and at 1
 * minute left (the ticking itself is not announced).
 */
function Countdown({ remaining, expiresAt, timeZone }: CountdownProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const warning = remaining <= 60_000 ? 1 : remaining <= 5 * 60_000 ? 5 : null;
  return (
    <div className={own.countdown} data-soon={warning !== null || undefined}>
      <p className={own.timer} role="timer" aria-atomic="true">
        {t('payments.countdown', { time: formatCountdown(remaining) })}
      </p>
      <p className={own.note}>{t('payments.heldUntil', { time: formatTime(expiresAt, lang, timeZone) })}</p>
      <p className="visually-hidden" role="status">
        {warning ? t('payments.minutesLeft', { count: warning }) : ''}
      </p>
    </div>
  );
}
