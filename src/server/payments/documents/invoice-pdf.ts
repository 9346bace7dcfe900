import type { Money } from '../../../shared/schemas/money.js';
import { ORDER_LABELS, type OrderLabels } from './payment-labels.js';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  isSoleTraderOgrn,
  type DocumentLanguage,
  type DocumentLine,
  type OrganizerRequisites,
} from './pdf-format.js';
import { fields, orderLinesTable, paragraph, renderPdf, section, title, totals } from './pdf-layout.js';

/*
 * The invoice for the 'bank details' method (SPEC §9): a legal entity pays the order by bank transfer to
 * the organizer's account. The supplier is the organizer (the event's beneficiary); the organizer works
 * without VAT on the platform; the invoice is due when the order's payment window ends.
 */

/** The organizer as the payee; the bank fields are printed when they are known. */
export interface InvoiceSupplier extends OrganizerRequisites {
  kpp?: string | null;
  bankName?: string | null;
  bic?: string | null;
  /** The settlement account (расчётный счёт). */
  account?: string | null;
  /** The bank's correspondent account (корреспондентский счёт). */
  correspondentAccount?: string | null;
}

export interface InvoicePayer {
  legalName: string;
  inn?: string | null;
  kpp?: string | null;
  /** The legal address. */
  address?: string | null;
}

export interface InvoiceDocument {
  language: DocumentLanguage;
  /** The tenant's name. */
  site: string;
  /** The order's number, which is the invoice's. */
  orderNumber: string;
  issuedAt: Date;
  /** The end of the order's payment window. */
  dueAt: Date;
  /** IANA time zone the dates are shown in (the event's). */
  timeZone: string;
  supplier: InvoiceSupplier;
  payer: InvoicePayer;
  event: { name: string; startsAt: Date };
  lines: DocumentLine[];
  amounts: { full: Money; discount: Money; commission: Money; total: Money };
  promoCode: string | null;
}

/** A payment order's purpose field holds at most 210 characters (Bank of Russia regulation 383-P). */
export const PAYMENT_PURPOSE_MAX = 210;

interface InvoiceTexts extends OrderLabels {
  title: (orderNumber: string, date: string) => string;
  site: string;
  issuedAt: string;
  dueAt: string;
  supplier: string;
  payer: string;
  organizer: string;
  legalName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  ogrnip: string;
  address: string;
  bankName: string;
  bic: string;
  account: string;
  correspondentAccount: string;
  total: string;
  vat: string;
  noVat: string;
  count: (lines: number, total: string) => string;
  purpose: string;
  purposeText: (orderNumber: string, event: string) => string;
  note: (due: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<DocumentLanguage, InvoiceTexts> = {
  ru: {
    title: (orderNumber, date) => `Счёт на оплату № ${orderNumber} от ${date}`,
    site: 'Сайт',
    issuedAt: 'Дата счёта',
    dueAt: 'Оплатить до',
    supplier: 'Поставщик (получатель платежа)',
    payer: 'Плательщик',
    organizer: 'Организатор',
    legalName: 'Наименование',
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    ogrnip: 'ОГРНИП',
    address: 'Адрес',
    bankName: 'Банк получателя',
    bic: 'БИК',
    account: 'Расчётный счёт',
    correspondentAccount: 'Корр. счёт',
    ...ORDER_LABELS.ru,
    total: 'Итого к оплате',
    vat: 'НДС',
    noVat: 'Без НДС',
    count: (lines, total) => `Всего наименований ${lines}, на сумму ${total}.`,
    purpose: 'Назначение платежа',
    purposeText: (orderNumber, event) => `Оплата заказа № ${orderNumber} за участие в «${event}». Без НДС.`,
    note: (due) =>
      `Оплатите счёт до ${due}: до этого срока места в заказе закреплены за вами. Оплата, поступившая позже, ` +
      'зачисляется, только если свободные места ещё есть; иначе она возвращается плательщику. Указывайте в ' +
      'назначении платежа номер заказа. Счёт сформирован автоматически и действителен без подписи и печати.',
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
  en: {
    title: (orderNumber, date) => `Invoice No. ${orderNumber} of ${date}`,
    site: 'Website',
    issuedAt: 'Invoice date',
    dueAt: 'Pay by',
    supplier: 'Supplier (payee)',
    payer: 'Payer',
    organizer: 'Organizer',
    legalName: 'Name',
    inn: 'INN (taxpayer ID)',
    kpp: 'KPP',
    ogrn: 'OGRN',
    ogrnip: 'OGRNIP',
    address: 'Address',
    bankName: "Payee's bank",
    bic: 'BIC',
    account: 'Account',
    correspondentAccount: 'Correspondent account',
    ...ORDER_LABELS.en,
    total: 'Total due',
    vat: 'VAT',
    noVat: 'No VAT',
    count: (lines, total) => `${lines} ${lines === 1 ? 'item' : 'items'}, total ${total}.`,
    purpose: 'Payment purpose',
    purposeText: (orderNumber, event) =>
      `Payment for order No. ${orderNumber} for taking part in "${event}". No VAT.`,
    note: (due) =>
      `Please pay by ${due}: until then the order's places are held for you. A payment received later ` +
      'completes the order only if places are still free; otherwise it is returned to the payer. Quote the ' +
      'order number in the payment purpose. This invoice was generated automatically and is valid without a ' +
      'signature or stamp.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

/**
 * The purpose line the payer copies into the payment order: «Оплата заказа № … за участие в «…». Без НДС.»,
 * the event's name shortened with '…' so that the line fits the field.
 */
export function paymentPurpose(language: DocumentLanguage, orderNumber: string, eventName: string): string {
  const t = TEXTS[language];
  const event = eventName.replace(/\s+/g, ' ').trim();
  const full = t.purposeText(orderNumber, event);
  if (full.length <= PAYMENT_PURPOSE_MAX) return full;
  const room = PAYMENT_PURPOSE_MAX - (full.length - event.length) - 1;
  return t.purposeText(orderNumber, `${event.slice(0, Math.max(room, 0)).trimEnd()}…`);
}

function present(rows: [string, string | null | undefined][]): [string, string][] {
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
}

/** An A4 invoice for a legal entity paying the order by bank transfer. */
export function renderInvoicePdf(input: InvoiceDocument): Promise<Buffer> {
  const { language, timeZone, supplier, payer } = input;
  const t = TEXTS[language];
  const money = (value: Money) => formatMoney(value, language);
  const heading = t.title(input.orderNumber, formatDate(input.issuedAt, language, timeZone));
  const due = formatDateTime(input.dueAt, language, timeZone);

  return renderPdf({ language, title: heading, site: input.site, pageLabel: t.page }, (doc) => {
    title(doc, heading);
    doc.moveDown(0.5);
    fields(doc, [
      [t.site, input.site],
      [t.issuedAt, formatDate(input.issuedAt, language, timeZone)],
      [t.dueAt, due],
    ]);

    section(doc, t.supplier);
    fields(
      doc,
      present([
        [t.legalName, supplier.legalName],
        [t.organizer, supplier.name],
        [t.inn, supplier.inn],
        [t.kpp, supplier.kpp],
        [isSoleTraderOgrn(supplier.ogrn) ? t.ogrnip : t.ogrn, supplier.ogrn],
        [t.address, supplier.address],
        [t.bankName, supplier.bankName],
        [t.bic, supplier.bic],
        [t.account, supplier.account],
        [t.correspondentAccount, supplier.correspondentAccount],
      ]),
    );

    section(doc, t.payer);
    fields(
      doc,
      present([
        [t.legalName, payer.legalName],
        [t.inn, payer.inn],
        [t.kpp, payer.kpp],
        [t.address, payer.address],
      ]),
    );

    section(doc, t.order);
    fields(doc, [
      [t.event, input.event.name],
      [t.startsAt, formatDateTime(input.event.startsAt, language, timeZone)],
    ]);
    doc.moveDown(0.5);
    orderLinesTable(doc, input.lines, language, t.lines);
    const { full, discount, commission, total } = input.amounts;
    totals(doc, [
      { label: t.full, value: money(full) },
      { label: t.discount(input.promoCode), value: money({ ...discount, amount: -discount.amount }) },
      { label: t.commission, value: money(commission) },
      { label: t.total, value: money(total), bold: true },
      { label: t.vat, value: t.noVat },
    ]);
    doc.moveDown(0.5);
    paragraph(doc, t.count(input.lines.length, money(total)));

    section(doc, t.purpose, 20);
    paragraph(doc, paymentPurpose(language, input.orderNumber, input.event.name), { maxLines: 4 });

    doc.moveDown(1.5);
    paragraph(doc, t.note(due), { small: true });
  });
}
