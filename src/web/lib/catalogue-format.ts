import type { Language } from '../../shared/constants.js';
import type { Money } from '../../shared/schemas/money.js';
import { dateTimeFormat, numberFormat } from './intl-cache.js';

/** Formatting of catalogue values (money, dates in an event's time zone, distances, race times). */

export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export function intlLocale(lang: Language): string {
  return lang === 'en' ? 'en-GB' : 'ru-RU';
}

/** Kopecks to «1 500 ₽»; kopecks are shown only when there are any. */
export function formatMoney(money: Money, lang: Language): string {
  const whole = money.amount % 100 === 0;
  return numberFormat(intlLocale(lang), {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(money.amount / 100);
}

function inZone(timeZone: string): string {
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** «15 июля 2026 г.» in the given time zone. */
export function formatDate(iso: string, lang: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: inZone(timeZone),
  }).format(new Date(iso));
}

/** Day, month name (genitive in Russian), year and short weekday of an instant, in a time zone. */
function dateParts(date: Date, lang: Language, timeZone: string) {
  const parts = dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'short',
    timeZone: inZone(timeZone),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year'), weekday: part('weekday') };
}

/** «12 июля 2026, вс» / "12 July 2026, Sun": an event's start in its own time zone. */
export function formatEventDate(iso: string, timeZone: string, lang: Language): string {
  const { day, month, year, weekday } = dateParts(new Date(iso), lang, timeZone);
  return `${day} ${month} ${year}, ${weekday.replace(/\.$/, '')}`;
}

/** A calendar date «2026-07-12» as «12 июля 2026» / "12 July 2026". */
export function formatCalendarDate(isoDate: string, lang: Language): string {
  const { day, month, year } = dateParts(new Date(`${isoDate}T12:00:00Z`), lang, 'UTC');
  return `${day} ${month} ${year}`;
}

/** «15 июля» (no year) in the given time zone. */
export function formatDayMonth(iso: string, lang: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    timeZone: inZone(timeZone),
  }).format(new Date(iso));
}

/** «08:00» in the given time zone. */
export function formatTime(iso: string, lang: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return dateTimeFormat(intlLocale(lang), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: inZone(timeZone),
  }).format(new Date(iso));
}

/** The zone's short name at that moment, e.g. «MSK» or «GMT+3». */
export function timeZoneLabel(iso: string, lang: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = dateTimeFormat(intlLocale(lang), {
    timeZone: inZone(timeZone),
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** 42195 → «42,195 км», 500 → «500 м». */
export function formatDistance(metres: number, lang: Language): string {
  const km = metres >= 1000;
  return numberFormat(intlLocale(lang), {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    maximumFractionDigits: 3,
  }).format(km ? metres / 1000 : metres);
}

/** Race time: 3725000 → «1:02:05». */
export function formatRaceTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
