import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { InvoicePayerInput, OrderPayment } from '../../../../shared/schemas/payments.js';
import { TextField } from '../../../components/ui/input-fields.js';
import { fieldText, useLanguage } from '../../../lib/form-server-errors.js';
import styles from './payments.module.css';

/* Paying by bank details (SPEC §9): the payer's legal details, and the invoice made out to them. */

/** The bank-details part of the payment step's form: the payer under `payer.*`, as the pay call takes it. */
export interface InvoiceFormInput {
  payer: InvoicePayerInput;
}

export const INVOICE_FIELDS = ['payer.name', 'payer.inn', 'payer.kpp', 'payer.address'] as const;

/** The form's start: the payer of the order's invoice, or blank. */
export function invoiceFormDefaults(payment: OrderPayment): InvoiceFormInput {
  return { payer: payment.invoice?.payer ?? { name: '', inn: '', kpp: '', address: '' } };
}

interface InvoicePayerFieldsProps {
  register: UseFormRegister<InvoiceFormInput>;
  errors: FieldErrors<InvoiceFormInput>;
}

/** The legal entity (or sole trader) the invoice is made out to: name, INN, KPP, legal address. */
export function InvoicePayerFields({ register, errors }: InvoicePayerFieldsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const field = (name: keyof InvoicePayerInput, autoComplete = 'off') => (
    <TextField
      label={t(`payments.invoice.${name}`)}
      autoComplete={autoComplete}
      controlClassName={styles.input}
      registration={register(`payer.${name}`)}
      error={fieldText(errors.payer?.[name]?.message, lang)}
    />
  );
  return (
    <fieldset className={styles.invoiceFields}>
      <legend className={styles.legend}>{t('payments.invoice.title')}</legend>
      <p className={styles.note}>{t('payments.invoice.lead')}</p>
      {field('name', 'organization')}
      <div className={styles.invoiceRow}>
        {field('inn')}
        {field('kpp')}
      </div>
      {field('address')}
    </fieldset>
  );
}
