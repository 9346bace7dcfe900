import { useRef } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { PAYMENT_WINDOW_MINUTES } from '../../../../shared/constants.js';
import type { OrderPayment } from '../../../../shared/schemas/payments.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { useRepeatPayment } from '../api/order-payment.js';
import styles from './payments.module.css';

interface RepeatPaymentProps {
  number: string;
  /** The order holds its places again, with a new window. */
  onRepeated?: (payment: OrderPayment) => void;
}

/**
 * SPEC §8 'Time for payment has expired' (repeat payment): POST …/repeat holds the order's places again
 * for a new window if they are still free; when they are not (LIMIT_REACHED) the server's message says so.
 */
export function RepeatPayment({ number, onRepeated }: RepeatPaymentProps) {
  const { t } = useTranslation();
  const repeat = useRepeatPayment(number);
  const running = useRef(false);
  const error = repeat.isError ? apiErrorOf(repeat.error)?.message || t('errors.tryLater') : null;
  const run = () => {
    if (running.current) return;
    running.current = true;
    repeat.mutate(undefined, {
      onSuccess: (payment) => onRepeated?.(payment),
      onSettled: () => {
        running.current = false;
      },
    });
  };
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('payments.expired.text', { count: PAYMENT_WINDOW_MINUTES })}</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={repeat.isPending}
          aria-busy={repeat.isPending || undefined}
          onClick={run}
        >
          {repeat.isPending ? t('payments.expired.repeating') : t('payments.expired.repeat')}
        </button>
      </div>
    </div>
  );
}
