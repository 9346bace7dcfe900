import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { z } from 'zod';
import type { invoiceFormSchema, OrderPayment } from '../../../../shared/schemas/payments.js';
import { applyServerError } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { notify } from '../../../lib/notify.js';
import {
  INVOICE_FIELDS,
  InvoicePayerFields,
  invoiceFormDefaults,
  type InvoiceFormInput,
} from './invoice-payer.js';

const invoiceValidation = lazyZodResolver(() =>
  import('../../../../shared/schemas/payments.js').then((m) => m.invoiceFormSchema),
);

/** What the payment step's Pay asks of the payer's form when paying by bank details. */
export interface InvoicePayerFormHandle {
  /** Validates the payer; when valid, `issue` makes the invoice out (a refusal's field errors come back here). */
  submit(): void;
}

/** The payer as the form's rules give it (the pay call's `payer`). */
type InvoicePayer = z.output<typeof invoiceFormSchema>['payer'];

interface InvoicePayerFormProps {
  payment: OrderPayment;
  /**
   * Makes the invoice out to the payer; `onRefused` puts a refusal's field errors under the fields,
   * `onIssued` says it is made out.
   */
  issue(payer: InvoicePayer, onRefused: (error: unknown) => void, onIssued: () => void): void;
  ref: Ref<InvoicePayerFormHandle>;
}

/**
 * The payer's legal details for an invoice, with their validation: a chunk of its own (react-hook-form and
 * the rules), loaded only when the payer chooses bank details, so the payment step stays light.
 */
export function InvoicePayerForm({ payment, issue, ref }: InvoicePayerFormProps) {
  const { t } = useTranslation();
  const form = useForm<InvoiceFormInput, unknown, z.output<typeof invoiceFormSchema>>({
    resolver: invoiceValidation.resolver,
    defaultValues: invoiceFormDefaults(payment),
  });
  useImperativeHandle(ref, () => ({
    submit: () =>
      void form.handleSubmit((values) =>
        issue(
          values.payer,
          (error) => applyServerError(error, form.setError, INVOICE_FIELDS, t('errors.tryLater')),
          () =>
            notify({
              type: 'success',
              title: t('payments.invoice.issued', { number: payment.order.number }),
            }),
        ),
      )(),
  }));
  return (
    <div onFocus={invoiceValidation.warm}>
      <InvoicePayerFields register={form.register} errors={form.formState.errors} />
    </div>
  );
}
