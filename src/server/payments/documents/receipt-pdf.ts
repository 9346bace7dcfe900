import type { Money } from '../../../shared/schemas/money.js';
import { ORDER_LABELS, type OrderLabels } from './payment-labels.js';
import {
  formatDateTime,
  formatMoney,
  requisiteRows,
  type DocumentLanguage,
  type DocumentLine,
  type OrganizerRequisites,
  type RequisiteLabels,
} from './pdf-format.js';
import {
  fields,
  orderLinesTable,
  paragraph,
  renderPdf,
  section,
  table,
  title,
  totals,
} from './pdf-layout.js';

/*
 * The receipt of a paid order (GET /api/payments/orders/:number/receipt.pdf): what was bought, what it
 * cost, how and when it was paid, and who the organizer is. It confirms the payment to the payer; the
 * fiscal receipt (54-FZ) is the payment provider's.
 */

export interface ReceiptDocument {
  language: DocumentLanguage;
  /** The tenant's name. */
  site: string;
  orderNumber: string;
  paidAt: Date;
  /** IANA time zone the times are shown in (the event's). */
  timeZone: string;
  payer: { name: string; email: string };
  event: { name: string; startsAt: Date };
  lines: DocumentLine[];
  /** `paid`: what the payments brought (an installment plan pays the total less its discount, in parts). */
  amounts: { full: Money; discount: Money; commission: Money; total: Money; paid: Money; refunded: Money };
  promoCode: string | null;
  /** `method` is already a human-readable label in the document's language. */
  payments: { method: string; amount: Money; paidAt: Date }[];
  organizer: OrganizerRequisites | null;
}

interface ReceiptTexts extends OrderLabels {
  title: (orderNumber: string) => string;
  site: string;
  paidAt: string;
  payer: string;
  email: string;
  total: string;
  paid: string;
  refunded: string;
  payments: string;
  paymentMethod: string;
  paymentDate: string;
  paymentAmount: string;
  organizer: string;
  requisites: RequisiteLabels;
  note: (orderNumber: string, site: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<DocumentLanguage, ReceiptTexts> = {
  ru: {
    title: (orderNumber) => `Квитанция об оплате заказа № ${orderNumber}`,
    site: 'Сайт',
    paidAt: 'Дата оплаты',
    payer: 'Плательщик',
    email: 'Электронная почта',
    ...ORDER_LABELS.ru,
    total: 'Итого',
    paid: 'Оплачено',
    refunded: 'Возвращено',
    payments: 'Платежи',
    paymentMethod: 'Способ оплаты',
    paymentDate: 'Дата',
    paymentAmount: 'Сумма',
    organizer: 'Организатор',
    requisites: {
      name: 'Организатор',
      legalName: 'Юридическое лицо',
      inn: 'ИНН',
      ogrn: 'ОГРН',
      ogrnip: 'ОГРНИП',
      address: 'Адрес',
    },
    note: (orderNumber, site) =>
      `Квитанция сформирована автоматически и подтверждает оплату заказа № ${orderNumber} на сайте ${site}. ` +
      'Не является кассовым чеком. По вопросам участия обращайтесь к организатору мероприятия.',
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
  en: {
    title: (orderNumber) => `Payment receipt for order No. ${orderNumber}`,
    site: 'Website',
    paidAt: 'Paid on',
    payer: 'Payer',
    email: 'Email',
    ...ORDER_LABELS.en,
    total: 'Total',
    paid: 'Paid',
    refunded: 'Refunded',
    payments: 'Payments',
    paymentMethod: 'Payment method',
    paymentDate: 'Date',
    paymentAmount: 'Amount',
    organizer: 'Organizer',
    requisites: {
      name: 'Organizer',
      legalName: 'Legal entity',
      inn: 'INN (taxpayer ID)',
      ogrn: 'OGRN',
      ogrnip: 'OGRNIP',
      address: 'Address',
    },
    note: (orderNumber, site) =>
      `This receipt was generated automatically and confirms the payment of order No. ${orderNumber} on ${site}. ` +
      'It is not a fiscal receipt. For questions about taking part, please contact the event organizer.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

/** An A4 receipt of a paid order, in the payer's language. */
export function renderReceiptPdf(input: ReceiptDocument): Promise<Buffer> {
  const { language, timeZone } = input;
  const t = TEXTS[language];
  const money = (value: Money) => formatMoney(value, language);
  const heading = t.title(input.orderNumber);

  return renderPdf({ language, title: heading, site: input.site, pageLabel: t.page }, (doc) => {
    title(doc, heading);
    doc.moveDown(0.5);

    fields(doc, [
      [t.site, input.site],
      [t.paidAt, formatDateTime(input.paidAt, language, timeZone)],
      [t.payer, input.payer.name],
      [t.email, input.payer.email],
      [t.event, input.event.name],
      [t.startsAt, formatDateTime(input.event.startsAt, language, timeZone)],
    ]);

    section(doc, t.order);
    orderLinesTable(doc, input.lines, language, t.lines);
    const { full, discount, commission, total, paid, refunded } = input.amounts;
    totals(doc, [
      { label: t.full, value: money(full) },
      { label: t.discount(input.promoCode), value: money({ ...discount, amount: -discount.amount }) },
      { label: t.commission, value: money(commission) },
      { label: t.total, value: money(total), bold: true },
      { label: t.paid, value: money(paid) },
      ...(refunded.amount > 0 ? [{ label: t.refunded, value: money(refunded) }] : []),
    ]);

    if (input.payments.length > 0) {
      section(doc, t.payments);
      table(
        doc,
        [
          { header: t.paymentMethod, maxLines: 2 },
          { header: t.paymentDate, width: 190 },
          { header: t.paymentAmount, width: 96, align: 'right' },
        ],
        input.payments.map((payment) => [
          payment.method,
          formatDateTime(payment.paidAt, language, timeZone),
          money(payment.amount),
        ]),
      );
    }

    if (input.organizer) {
      section(doc, t.organizer);
      fields(doc, requisiteRows(input.organizer, t.requisites));
    }

    doc.moveDown(1.5);
    paragraph(doc, t.note(input.orderNumber, input.site), { small: true });
  });
}
