import { useId } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { OrderPayment, PaymentMethod } from '../../../../shared/schemas/payments.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney } from '../../../lib/catalogue-format.js';
import { MethodLogos } from './method-logos.js';
import styles from './payments.module.css';

interface PaymentMethodsProps {
  payment: OrderPayment;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
}

/**
 * The methods the order can be paid with (SPEC §9, in its order), a group of radio buttons drawn as cards:
 * each with its name, a line on what it is, and its badges. The whole card is the radio's target.
 */
export function PaymentMethods({ payment, chosen, onChoose, disabled }: PaymentMethodsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const discount = payment.installments ? formatMoney(payment.installments.discount, lang) : '';
  return (
    <fieldset
      className={styles.methods}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {t('payments.methodsTitle')}
      </legend>
      <div className={styles.methodList}>
        {payment.methods.map((method) => (
          <label key={method} className={styles.method}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={chosen === method}
              onChange={() => onChoose(method)}
              aria-labelledby={`${id}-${method}-name`}
              aria-describedby={`${id}-${method}-hint`}
            />
            <span className={styles.methodText}>
              <span id={`${id}-${method}-name`} className={styles.methodName}>
                {t(`payments.methods.${method}.name`)}
              </span>
              <span id={`${id}-${method}-hint`} className={styles.methodHint}>
                {t(`payments.methods.${method}.hint`, { discount })}
              </span>
            </span>
            <MethodLogos method={method} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
