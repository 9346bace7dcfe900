import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { OrderPayment } from '../../../shared/schemas/payments.js';
import type { RegistrationSuccess } from '../../../shared/schemas/registration.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { invoiceUrl, receiptUrl, useOrderPayment } from '../../features/payments/api/order-payment.js';
import {
  CheckingPayment,
  InstallmentsPaid,
  PaymentFailed,
  StuckPayment,
} from '../../features/payments/components/payment-result.js';
import { RepeatPayment } from '../../features/payments/components/repeat-payment.js';
import { paymentStepPath, registerPath } from '../../features/payments/payment-paths.js';
import { checkAgainIn, paymentResultOf, type PaymentResult } from '../../features/payments/payment-state.js';
import { useDeviceClock } from '../../features/payments/use-device-clock.js';
import { useOrderSummary } from '../../features/registration/api/get-order-summary.js';
import { registrationKeys } from '../../features/registration/api/registration-keys.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatEventDate, formatMoney, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { OrderLinesPanel } from './order-lines-panel.js';
import styles from './register.module.css';
import { paymentsTexts } from '../../i18n/catalogs/payments.js';
import { registrationResultTexts } from '../../i18n/catalogs/registration-result.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [registrationResultTexts, paymentsTexts];

/** Reads the payment again every 2 s while it is being checked (by the device's clock now). */
const poll = (payment: OrderPayment, receivedAt: number) => checkAgainIn(payment, receivedAt, Date.now());

/**
 * /{eventCode}/{raceCode}/register/success?order=NUMBER (SPEC §2's payment result pages, where the
 * provider sends the payer back): the payment's state — checking (read again every 2 s until it is
 * final), success, error (try again or change the method), time expired (repeat payment), a payment stuck
 * for an hour (support), an invoice awaiting its transfer, cancelled, refunded — with who is registered for
 * what and the ways on: my orders, the receipt and the invoice, inviting friends.
 */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { eventCode = '', raceCode = '' } = useParams();
  const number = params.get('order');
  const user = useCurrentUser();
  const summary = useOrderSummary(user.isAuthorized ? number : null);
  const payment = useOrderPayment(user.isAuthorized ? number : null, poll);
  useDocumentTitle(t('registerSuccess.documentTitle', { number: number ?? '' }));

  if (number && (!user.isAuthorized || summary.isPending || payment.isPending)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        <Skeleton lines={3} cards={1} />
      </div>
    );
  }
  if (!number || !summary.data || !payment.data) {
    const notFound = (error: unknown) => isHttpError(error) && error.status === 404;
    const missing = !number || notFound(summary.error) || notFound(payment.error);
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
              <Link className={styles.secondary} to={registerPath(eventCode, raceCode)}>
                {t('registerSuccess.registerAgain')}
              </Link>
            </div>
          </div>
        ) : (
          <QueryError
            onRetry={() => {
              if (summary.isError) void summary.refetch();
              if (payment.isError) void payment.refetch();
            }}
          />
        )}
      </div>
    );
  }
  return <OrderResult summary={summary.data} payment={payment.data} receivedAt={payment.dataUpdatedAt} />;
}

interface OrderResultProps {
  summary: RegistrationSuccess;
  payment: OrderPayment;
  /** When the payment's answer came (device ms): the server's clock moves on from its `now`. */
  receivedAt: number;
}

function OrderResult({ summary, payment, receivedAt }: OrderResultProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { code: tenant } = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { event, race, participants } = summary;
  const { order } = payment;
  const now = useDeviceClock(1000, order.status === 'awaiting-payment');
  const result = paymentResultOf(payment, receivedAt, now);
  const { kind } = result;
  const step = paymentStepPath(event.code, race.code, order.number);

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(kind);
  useEffect(() => {
    if (shown.current === kind) return;
    // the payment's word came: the registrations (their state, start numbers) are read again, and the
    // heading that now says what happened gets the focus
    if (shown.current === 'checking') {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.order(order.number) });
    }
    shown.current = kind;
    heading.current?.focus();
  }, [kind, order.number, queryClient]);

  const held = order.expiresAt ? formatTime(order.expiresAt, lang, event.timeZone) : '';
  const eventPath = `/event/${encodeURIComponent(event.code)}`;
  const closed = kind === 'expired' || kind === 'cancelled' || kind === 'refunded';
  const paid = kind === 'success';
  // the state's own way on (pay, try again, repeat, the invoice) is the page's main button
  const ownAction = kind === 'unpaid' || kind === 'error' || kind === 'expired' || kind === 'invoiced';
  // something was paid: its receipt (a refunded order's shows the refund too)
  const receipt = (kind === 'success' || kind === 'refunded') && order.paidAt !== null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('registerSuccess.orderNumber', { number: order.number })}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title} data-status={order.status}>
          {titleOf(result, held, t)}
        </h1>
        <p className={styles.raceName}>
          {event.name} · {formatEventDate(event.startsAt, event.timeZone, lang)}
        </p>
        {kind === 'unpaid' && <p className={styles.info}>{t('registerSuccess.awaitingText')}</p>}
        {kind === 'invoiced' && <p className={styles.info}>{t('payments.result.invoicedText')}</p>}
        {kind === 'refunded' && (
          <p className={styles.lead}>
            {t('payments.refunded.text', { amount: formatMoney(order.refunded, lang) })}
          </p>
        )}
      </header>

      {kind === 'checking' && <CheckingPayment />}
      {(kind === 'error' || kind === 'stuck' || kind === 'expired') && (
        <div className={styles.closed}>
          {result.kind === 'error' && (
            <>
              {held && <p className={styles.info}>{t('payments.heldUntil', { time: held })}</p>}
              <PaymentFailed payment={payment} failed={result.payment} stepHref={step} />
            </>
          )}
          {kind === 'stuck' && <StuckPayment payment={payment} />}
          {kind === 'expired' && (
            <RepeatPayment number={order.number} onRepeated={() => void navigate(step)} />
          )}
        </div>
      )}

      <OrderLinesPanel summary={summary} />

      {paid && payment.installments && (
        <InstallmentsPaid payment={payment} stepHref={order.status === 'partly-paid' ? step : null} />
      )}

      {!closed && (
        <section className={styles.panel} aria-labelledby="success-next">
          <h2 id="success-next" className={styles.panelTitle}>
            {t('registerSuccess.nextTitle')}
          </h2>
          <p className={styles.text}>
            {paid ? t('registerSuccess.mailSent') : t('registerSuccess.mailAwaiting')}
          </p>
          {participants.some((p) => p.kind === 'friend') && (
            <p className={styles.text}>{t('registerSuccess.mailFriends')}</p>
          )}
        </section>
      )}

      <div className={styles.actions}>
        {kind === 'unpaid' && (
          <Link className={styles.primary} to={step}>
            {t('register.order.goToPayment')}
          </Link>
        )}
        {payment.invoice && (
          <a
            className={kind === 'invoiced' ? styles.primary : styles.secondary}
            href={invoiceUrl(order.number)}
            download
          >
            {t('payments.invoice.download')}
          </a>
        )}
        {receipt && (
          <a className={styles.secondary} href={receiptUrl(order.number)} download>
            {t('payments.result.receipt')}
          </a>
        )}
        <Link className={ownAction ? styles.secondary : styles.primary} to="/MyAccount/Orders">
          {t('registerSuccess.myOrders')}
        </Link>
        {kind === 'expired' || kind === 'cancelled' ? (
          <Link className={styles.secondary} to={registerPath(event.code, race.code)}>
            {t('registerSuccess.registerAgain')}
          </Link>
        ) : (
          tenant === 'default' &&
          !closed && (
            <Link className={styles.secondary} to={eventPath}>
              {t('registerSuccess.inviteFriends')}
            </Link>
          )
        )}
      </div>
    </div>
  );
}

function titleOf(result: PaymentResult, held: string, t: TFunction): string {
  switch (result.kind) {
    case 'checking':
      return t('payments.result.checkingTitle');
    case 'stuck':
      return t('payments.result.stuckTitle');
    case 'error':
      return t('payments.result.errorTitle');
    case 'success':
      return t('registerSuccess.paid');
    case 'unpaid':
      return t('registerSuccess.awaiting', { time: held });
    case 'invoiced':
      return t('payments.result.invoicedTitle', { time: held });
    case 'expired':
      return t('registerSuccess.expired');
    case 'cancelled':
      return t('registerSuccess.cancelled');
    case 'refunded':
      return t('payments.refunded.title');
  }
}
