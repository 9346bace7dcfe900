import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPayment, PaymentMethod, PaymentStarted } from '../../../shared/schemas/payments.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { assignLocation } from '../../lib/browser-location.js';
import { post } from '../../lib/http.js';
import { orderPaymentUrl } from './api/order-payment.js';
import { paymentKeys } from './api/payment-keys.js';

export interface StartPayment {
  /** Starts a payment by `method` and goes to the provider's page; calls while one runs do nothing. */
  start: (method: PaymentMethod) => void;
  /** The call runs, or its answer is taking the browser to the provider. */
  busy: boolean;
  /** What went wrong, as the server said it (or the generic message). */
  error: string | null;
}

/**
 * POST /api/payments/orders/:number/pay { method } → 201 { paymentId, confirmationUrl }: the payer goes
 * to the provider's page. One call however often it is asked for. When the window has ended
 * (PAYMENT_TIME_EXPIRED) the order is kept as expired, so the screen offers the repeat payment; when the
 * order cannot be paid that way any more it is read again.
 */
export function useStartPayment(number: string): StartPayment {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (method: PaymentMethod) =>
      post<PaymentStarted>(`${orderPaymentUrl(number)}/pay`, { body: { method } }),
  });
  const { reset } = mutation;

  // back from the provider through the browser's history (a page kept whole): the button works again
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setLeaving(false);
      reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const start = (method: PaymentMethod) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(method, {
      onSuccess: (started) => {
        setLeaving(true);
        assignLocation(started.confirmationUrl);
      },
      onError: (error) => {
        running.current = false;
        const code = apiErrorOf(error)?.code;
        const key = paymentKeys.order(number);
        if (code === 'PAYMENT_TIME_EXPIRED') {
          queryClient.setQueryData<OrderPayment>(key, (kept) =>
            kept ? { ...kept, order: { ...kept.order, status: 'expired', expiresAt: null } } : kept,
          );
        } else if (code === 'ORDER_NOT_PAYABLE' || code === 'PAYMENT_METHOD_UNAVAILABLE') {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
    });
  };

  const body = mutation.isError ? apiErrorOf(mutation.error) : null;
  const error = !mutation.isError
    ? null
    : body?.code === 'PAYMENT_TIME_EXPIRED'
      ? null
      : body?.message || t('errors.tryLater');
  return { start, busy: mutation.isPending || leaving, error };
}
