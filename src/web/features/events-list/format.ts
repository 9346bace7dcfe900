import { format } from 'date-fns';
import type { Language } from '../../../shared/constants.js';
import { intlLocale } from '../../lib/catalogue-format.js';
import { dateLocaleFor } from '../../lib/dates.js';

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

/** A distance as a number of km (one decimal, «42,2») or of metres under 1 km. */
export function distanceParts(metres: number, lang: Language): { value: string; unit: 'km' | 'm' } {
  if (metres < 1000) return { value: new Intl.NumberFormat(intlLocale(lang)).format(metres), unit: 'm' };
  const km = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(metres / 1000);
  return { value: km, unit: 'km' };
}
