import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type {
  InvoicePayer,
  OrderPayment,
  PaymentMethod,
  PaymentStarted,
} from '../../../shared/schemas/payments.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { assignLocation } from '../../lib/browser-location.js';
import { post } from '../../lib/http.js';
import { orderPaymentUrl } from './api/order-payment.js';
import { paymentKeys } from './api/payment-keys.js';

/** What a payment by bank details says besides the method: the invoice's payer, and its field errors. */
export interface InvoiceRequest {
  payer?: InvoicePayer;
  /** A refusal of the payer's details (400 with `payer.*` fields) goes here to be shown by the fields. */
  onRefused?: (error: unknown) => void;
  /** The invoice is made out and the order read again. */
  onIssued?: () => void;
}

export interface StartPayment {
  /**
   * Starts a payment by `method` and goes to the provider's page; by bank details, makes out the invoice
   * and stays (the order is read again: its invoice is there to download). Calls while one runs do nothing.
   */
  start: (method: PaymentMethod, invoice?: InvoiceRequest) => void;
  /** The call runs, or its answer is taking the browser to the provider. */
  busy: boolean;
  /** What went wrong, as the server said it (or the generic message). */
  error: string | null;
}

/**
 * POST /api/payments/orders/:number/pay { method, payer? } → 201 { paymentId, confirmationUrl }: the payer
 * goes to the provider's page (by bank details: the invoice is made out, and the step shows it). One call
 * however often it is asked for. When the window has ended
 * (PAYMENT_TIME_EXPIRED) the order is kept as expired, so the screen offers the repeat payment; when the
 * order cannot be paid that way any more it is read again.
 */
export function useStartPayment(number: string): StartPayment {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ method, payer }: { method: PaymentMethod; payer?: InvoicePayer | undefined }) =>
      post<PaymentStarted>(`${orderPaymentUrl(number)}/pay`, {
        body: payer ? { method, payer } : { method },
      }),
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

  const start = (method: PaymentMethod, invoice: InvoiceRequest = {}) => {
    if (running.current) return;
    running.current = true;
    const key = paymentKeys.order(number);
    mutation.mutate(
      { method, payer: invoice.payer },
      {
        onSuccess: async (started) => {
          if (method !== 'bank-details') {
            setLeaving(true);
            assignLocation(started.confirmationUrl);
            return;
          }
          // the invoice is paid from the payer's bank: the step shows it to download
          await queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: paymentKeys.invoiced });
          running.current = false;
          invoice.onIssued?.();
        },
        onError: (error) => {
          running.current = false;
          const code = apiErrorOf(error)?.code;
          if (code === 'VALIDATION_FAILED') invoice.onRefused?.(error);
          if (code === 'PAYMENT_TIME_EXPIRED') {
            queryClient.setQueryData<OrderPayment>(key, (kept) =>
              kept ? { ...kept, order: { ...kept.order, status: 'expired', expiresAt: null } } : kept,
            );
          } else if (code === 'ORDER_NOT_PAYABLE' || code === 'PAYMENT_METHOD_UNAVAILABLE') {
            void queryClient.invalidateQueries({ queryKey: key });
          }
        },
      },
    );
  };

  const body = mutation.isError ? apiErrorOf(mutation.error) : null;
  // an expiry changes the screen, and refused details are shown by their fields
  const error =
    !mutation.isError ||
    body?.code === 'PAYMENT_TIME_EXPIRED' ||
    (body?.code === 'VALIDATION_FAILED' && body.fields)
      ? null
      : body?.message || t('errors.tryLater');
  return { start, busy: mutation.isPending || leaving, error };
}
