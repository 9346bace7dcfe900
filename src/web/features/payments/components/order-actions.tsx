import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { MyOrder } from '../../../../shared/schemas/account.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { formatTime } from '../../../lib/catalogue-format.js';
import { notify } from '../../../lib/notify.js';
import { invoiceUrl, receiptUrl, useCancelOrder } from '../api/order-payment.js';
import { paymentStepPath } from '../payment-paths.js';
import styles from './payments.module.css';

interface OrderActionsProps {
  order: MyOrder;
  /** The order has an invoice (it is paid, or to be paid, by bank details). */
  invoiced?: boolean;
  /** The order changed here (cancelled): the list is read again. */
  onChanged: () => void;
}

/** The orders that have a receipt: something was paid (and perhaps refunded since). */
const WITH_RECEIPT = new Set<MyOrder['status']>(['paid', 'partly-paid', 'refunded']);

/**
 * What an order of /MyAccount/Orders can do by its state: awaiting payment — pay (the payment step) or
 * cancel (after a confirmation); expired — pay again (the step offers the repeat payment); paid in full or
 * in part — its receipt, and the next installment; refunded — its receipt. An order paid by bank details
 * has its invoice too.
 */
export function OrderActions({ order, invoiced = false, onChanged }: OrderActionsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [confirming, setConfirming] = useState(false);
  const step =
    order.eventCode && order.raceCode ? paymentStepPath(order.eventCode, order.raceCode, order.number) : null;
  const { status } = order;
  const receipt = WITH_RECEIPT.has(status);
  const invoice = invoiced && status !== 'cancelled';
  if (!receipt && !invoice && status !== 'awaiting-payment' && !(status === 'expired' && step)) return null;
  return (
    <div
      className={styles.orderActions}
      role="group"
      aria-label={t('payments.orders.actions', { number: order.number })}
    >
      {status === 'awaiting-payment' && order.expiresAt && (
        <p className={styles.note}>
          {t('payments.orders.payUntil', { time: formatTime(order.expiresAt, lang) })}
        </p>
      )}
      <div className={styles.actions}>
        {status === 'awaiting-payment' && step && (
          <Link className={styles.primary} to={step}>
            {t('payments.orders.pay')}
          </Link>
        )}
        {status === 'expired' && step && (
          <Link className={styles.primary} to={step}>
            {t('payments.orders.payAgain')}
          </Link>
        )}
        {status === 'partly-paid' && step && (
          <Link className={styles.primary} to={step}>
            {t('payments.orders.payNext')}
          </Link>
        )}
        {receipt && (
          <a className={styles.secondary} href={receiptUrl(order.number)} download>
            {t('payments.orders.receipt')}
          </a>
        )}
        {invoice && (
          <a className={styles.secondary} href={invoiceUrl(order.number)} download>
            {t('payments.orders.invoice')}
          </a>
        )}
        {status === 'awaiting-payment' && (
          <button type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
            {t('payments.orders.cancel')}
          </button>
        )}
      </div>
      {confirming && (
        <CancelDialog
          number={order.number}
          onClose={() => setConfirming(false)}
          onCancelled={() => {
            setConfirming(false);
            notify({ type: 'success', title: t('payments.orders.cancelled', { number: order.number }) });
            onChanged();
          }}
        />
      )}
    </div>
  );
}

interface CancelDialogProps {
  number: string;
  onClose: () => void;
  onCancelled: () => void;
}

/** "Cancel order N?": the places go back on sale. POST …/cancel once, however often it is clicked. */
function CancelDialog({ number, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(number);
  const running = useRef(false);
  const error = cancel.isError ? apiErrorOf(cancel.error)?.message || t('errors.tryLater') : null;
  const run = () => {
    if (running.current) return;
    running.current = true;
    cancel.mutate(undefined, {
      onSuccess: onCancelled,
      onSettled: () => {
        running.current = false;
      },
    });
  };
  return (
    <Dialog title={t('payments.orders.cancelTitle', { number })} onClose={onClose}>
      <p className={styles.text}>{t('payments.orders.cancelText')}</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={styles.danger}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          onClick={run}
        >
          {cancel.isPending ? t('payments.orders.cancelling') : t('payments.orders.cancelYes')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose} data-autofocus>
          {t('payments.orders.cancelNo')}
        </button>
      </div>
    </Dialog>
  );
}
