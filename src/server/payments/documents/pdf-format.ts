import type { Money } from '../../../shared/schemas/money.js';

/*
 * What our PDF documents (the receipt, the invoice) have in common besides drawing: the shapes of an
 * order line and of an organizer's requisites, and money, counts and dates formatted for the document's
 * language (ADR 019).
 */

export type DocumentLanguage = 'ru' | 'en';

/** A line of the order: an entry, an insurance, a service or goods. */
export interface DocumentLine {
  name: string;
  count: number;
  /** Per unit, in minor units (kopecks). */
  price: Money;
}

/** The organizer's requisites as the event's beneficiary (SPEC §3). */
export interface OrganizerRequisites {
  /** The name participants know, e.g. «Беговой клуб „Фонтанка“». */
  name: string;
  /** The legal entity or sole trader, e.g. «ООО „Фонтанка Спорт“». */
  legalName: string;
  inn: string;
  /** OGRN of a company (13 digits) or OGRNIP of a sole trader (15 digits). */
  ogrn: string;
  address: string;
}

const DEFAULT_TIME_ZONE = 'Europe/Moscow';

function locale(language: DocumentLanguage): string {
  return language === 'en' ? 'en-GB' : 'ru-RU';
}

const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

/**
 * Integer minor units to «1 234,50 ₽» (ru) or '₽1,234.50' (en). The decimal is built from the integer as a
 * string and handed to Intl as such, so no amount passes through a float.
 */
export function formatMoney(money: Money, language: DocumentLanguage): string {
  if (!Number.isSafeInteger(money.amount))
    throw new RangeError(`Not an amount in minor units: ${money.amount}`);
  const key = `${language}:${money.currency}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'narrowSymbol',
    };
    // The currency's minor units (2 for RUB): how many digits of the integer are the fraction.
    const digits = new Intl.NumberFormat('en', options).resolvedOptions().maximumFractionDigits ?? 2;
    const format = new Intl.NumberFormat(locale(language), {
      ...options,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    entry = { format, digits };
    moneyFormats.set(key, entry);
  }
  const { format, digits } = entry;
  const sign = money.amount < 0 ? '-' : '';
  const units = String(Math.abs(money.amount)).padStart(digits + 1, '0');
  const decimal = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return format.format(`${sign}${decimal}` as `${number}`);
}

/** A line's sum: its unit price times its count, in integers. */
export function lineSum(line: DocumentLine): Money {
  return { amount: line.price.amount * line.count, currency: line.price.currency };
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per language, zone and style for the process: building one costs more than using it. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function formatCount(count: number, language: DocumentLanguage): string {
  return cached(
    `count:${language}`,
    () => new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }),
  ).format(count);
}

/** Formats in the IANA zone, or in the platform's default (DESIGN §5) when this runtime does not know it. */
function dateFormat(
  kind: string,
  language: DocumentLanguage,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(`${kind}:${language}:${timeZone}`, () => {
    try {
      return new Intl.DateTimeFormat(locale(language), { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale(language), { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
  });
}

/** «24 ноября 2026 г. в 15:58 GMT+3»: an instant in the given IANA time zone, with its offset. */
export function formatDateTime(date: Date, language: DocumentLanguage, timeZone: string): string {
  return dateFormat('date-time', language, timeZone, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).format(date);
}

/** «24 ноября 2026 г.» in the given IANA time zone. */
export function formatDate(date: Date, language: DocumentLanguage, timeZone: string): string {
  return dateFormat('date', language, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
}

/** A sole trader's OGRNIP has 15 digits (labelled «ОГРНИП»), a company's OGRN 13 («ОГРН»). */
export function isSoleTraderOgrn(ogrn: string): boolean {
  return ogrn.replace(/\D/g, '').length === 15;
}

export interface RequisiteLabels {
  name: string;
  legalName: string;
  inn: string;
  ogrn: string;
  ogrnip: string;
  address: string;
}

/** An organizer's requisites as label/value rows. */
export function requisiteRows(organizer: OrganizerRequisites, labels: RequisiteLabels): [string, string][] {
  return [
    [labels.name, organizer.name],
    [labels.legalName, organizer.legalName],
    [labels.inn, organizer.inn],
    [isSoleTraderOgrn(organizer.ogrn) ? labels.ogrnip : labels.ogrn, organizer.ogrn],
    [labels.address, organizer.address],
  ];
}
