import { INSTALLMENT_PARTS, type PaymentMethod } from '../../../shared/schemas/payments.js';
import type { DocumentLanguage } from './pdf-format.js';
import type { LineHeaders } from './pdf-layout.js';

/** SPEC §9's payment methods as the documents name them (the payment step's names). */
const METHOD_NAMES: Record<PaymentMethod, Record<DocumentLanguage, string>> = {
  card: { ru: 'Банковская карта', en: 'Bank card' },
  qr: { ru: 'QR-код', en: 'QR code' },
  'bank-transfer': { ru: 'Банковский перевод', en: 'Bank transfer' },
  'bank-details': { ru: 'Оплата по счёту (по реквизитам)', en: 'Invoice (bank details)' },
  fps: { ru: 'Система быстрых платежей (СБП)', en: 'Faster Payments System (SBP)' },
  installments: { ru: 'Оплата частями', en: 'Installments' },
  paypal: { ru: 'PayPal', en: 'PayPal' },
  erip: { ru: 'ЕРИП', en: 'ERIP' },
  express: { ru: 'Экспресс Платежи', en: 'Express Payments' },
  uzcard: { ru: 'Карты Узбекистана', en: 'Uzbek cards' },
  'alfa-fps': { ru: 'Альфа СБП', en: 'Alfa FPS' },
};

/** «Банковская карта», or «Оплата частями, платёж 2 из 4» for an installment (`part`). */
export function paymentLabel(method: string, part: number | null, language: DocumentLanguage): string {
  const name = METHOD_NAMES[method as PaymentMethod]?.[language] ?? method;
  if (part === null) return name;
  return language === 'ru'
    ? `${name}, платёж ${part} из ${INSTALLMENT_PARTS}`
    : `${name}, payment ${part} of ${INSTALLMENT_PARTS}`;
}

/** A refund's row among the receipt's payments. */
export function refundLabel(language: DocumentLanguage): string {
  return language === 'ru' ? 'Возврат' : 'Refund';
}

/** An invoice for one installment of an order: its only line. */
export function installmentLine(orderNumber: string, part: number, language: DocumentLanguage): string {
  return language === 'ru'
    ? `Оплата части ${part} из ${INSTALLMENT_PARTS} заказа № ${orderNumber}`
    : `Payment ${part} of ${INSTALLMENT_PARTS} for order No. ${orderNumber}`;
}

/** The file a document downloads as: an ASCII name, and the name in the reader's language. */
export function documentFileNames(
  kind: 'receipt' | 'invoice',
  orderNumber: string,
  language: DocumentLanguage,
): { ascii: string; localized: string } {
  const safe = orderNumber.replace(/[^A-Za-z0-9_-]/g, '_');
  const word =
    kind === 'receipt'
      ? { ru: 'Квитанция', en: 'Receipt' }[language]
      : { ru: 'Счёт', en: 'Invoice' }[language];
  return { ascii: `${kind}-${safe}.pdf`, localized: `${word} ${safe}.pdf` };
}

/** What the receipt and the invoice both say of an order: its event, its lines and its sums. */
export interface OrderLabels {
  event: string;
  startsAt: string;
  order: string;
  lines: LineHeaders;
  full: string;
  discount: (promoCode: string | null) => string;
  commission: string;
}

export const ORDER_LABELS: Record<DocumentLanguage, OrderLabels> = {
  ru: {
    event: 'Мероприятие',
    startsAt: 'Дата старта',
    order: 'Состав заказа',
    lines: { number: '№', name: 'Наименование', count: 'Кол-во', price: 'Цена', sum: 'Сумма' },
    full: 'Стоимость',
    discount: (promoCode) => (promoCode ? `Скидка по промокоду «${promoCode}»` : 'Скидка'),
    commission: 'Комиссия сервиса',
  },
  en: {
    event: 'Event',
    startsAt: 'Start',
    order: 'Order',
    lines: { number: 'No.', name: 'Item', count: 'Qty', price: 'Price', sum: 'Amount' },
    full: 'Subtotal',
    discount: (promoCode) => (promoCode ? `Discount (promo code ${promoCode})` : 'Discount'),
    commission: 'Service fee',
  },
};
