import { format } from 'date-fns';
import type { Language } from '../../../shared/constants.js';
import type { Money } from '../../../shared/schemas/money.js';
import { dateLocaleFor } from '../../lib/dates.js';

const numberLocale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'ru-RU');

/** The calendar date and time of an instant in an IANA time zone, as a local Date for date-fns. */
export function wallClock(iso: string, timeZone: string): Date {
  const instant = new Date(iso);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant);
  } catch {
    return instant; // unknown zone: the browser's own
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** «12 июля 2026, вс» / "12 July 2026, Sun", in the event's time zone. */
export function formatEventDate(iso: string, timeZone: string, lang: Language): string {
  const pattern = lang === 'en' ? 'd MMMM yyyy, EEE' : 'd MMMM yyyy, EEEEEE';
  return format(wallClock(iso, timeZone), pattern, { locale: dateLocaleFor(lang) });
}

/** «15 июля» / "15 July", in the event's time zone. */
export function formatDayMonth(iso: string, timeZone: string, lang: Language): string {
  return format(wallClock(iso, timeZone), 'd MMMM', { locale: dateLocaleFor(lang) });
}

/** Money from minor units (kopecks): «1 500 ₽», "RUB 1,500". */
export function formatMoney(money: Money, lang: Language): string {
  const whole = money.amount % 100 === 0;
  try {
    return new Intl.NumberFormat(numberLocale(lang), {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(money.amount / 100);
  } catch {
    return `${(money.amount / 100).toFixed(whole ? 0 : 2)} ${money.currency}`;
  }
}

/** A distance as a number of km (one decimal, «42,2») or of metres under 1 km. */
export function distanceParts(metres: number, lang: Language): { value: string; unit: 'km' | 'm' } {
  if (metres < 1000) return { value: new Intl.NumberFormat(numberLocale(lang)).format(metres), unit: 'm' };
  const km = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 1 }).format(metres / 1000);
  return { value: km, unit: 'km' };
}
