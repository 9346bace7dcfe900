import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Money } from '../../../../shared/schemas/money.js';
import type { OrderPayment } from '../../../../shared/schemas/payments.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney, formatTime } from '../../../lib/catalogue-format.js';
import { invoiceUrl } from '../api/order-payment.js';
import styles from './payments.module.css';

interface InvoiceIssuedProps {
  payment: OrderPayment;
  /** What the invoice asks for. */
  amount: Money;
}

/**
 * The invoice made out: whom to, by when to pay it, its download, and the payment's page at the provider
 * (the sandbox's, where a test transfer is settled).
 */
export function InvoiceIssued({ payment, amount }: InvoiceIssuedProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { invoice, order, event } = payment;
  if (!invoice) return null;
  return (
    <section className={styles.panel} aria-labelledby="invoice-issued">
      <h3 id="invoice-issued" className={styles.panelTitle}>
        {t('payments.invoice.issuedTitle', { number: order.number })}
      </h3>
      <p className={styles.text}>
        {order.expiresAt
          ? t('payments.invoice.issuedText', {
              payer: invoice.payer.name,
              amount: formatMoney(amount, lang),
              time: formatTime(order.expiresAt, lang, event.timeZone),
            })
          : t('payments.invoice.issuedTextNoTime', {
              payer: invoice.payer.name,
              amount: formatMoney(amount, lang),
            })}
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={invoiceUrl(order.number)} download>
          {t('payments.invoice.download')}
        </a>
        {invoice.paymentUrl && (
          <a className={styles.secondary} href={invoice.paymentUrl}>
            {t('payments.invoice.paymentPage')}
          </a>
        )}
      </div>
    </section>
  );
}
