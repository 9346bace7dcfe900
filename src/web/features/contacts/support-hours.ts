import type { Contacts } from '../../../shared/schemas/contacts.js';
import { dateTimeFormat } from '../../lib/intl-cache.js';

/*
 * Whether support answers right now (SPEC §9: Monday to Friday, `from`–`to` in Moscow time; the values
 * come from the server's config). Computed from the wall clock of the hours' own time zone, whatever the
 * visitor's zone is.
 */

export type SupportHours = Contacts['supportHours'];

export const SUPPORT_TIME_ZONE = 'Europe/Moscow';

/** When support answers next: today (before opening), tomorrow (Monday to Thursday evening) or Monday. */
export type NextOpening = 'today' | 'tomorrow' | 'monday';

export type SupportStatus = { online: true } | { online: false; next: NextOpening };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** «10:00» → 600; null for anything that is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function knownZone(timeZone: string): string {
  try {
    dateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return SUPPORT_TIME_ZONE;
  }
}

/** The weekday (Monday 1 … Sunday 7) and minute of the day of an instant on a zone's wall clock. */
export function wallClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = dateTimeFormat('en-US', {
    timeZone: knownZone(timeZone),
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS[part('weekday')] ?? 1,
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}

/** Online or not at `now`, and if not, when support answers next; null when the hours cannot be read. */
export function supportStatus(hours: SupportHours, now: Date): SupportStatus | null {
  const from = minutesOfDay(hours.from);
  const to = minutesOfDay(hours.to);
  if (from === null || to === null || from >= to) return null;
  const { weekday, minutes } = wallClock(now, hours.timeZone);
  const workday = weekday <= 5;
  if (workday && minutes >= from && minutes < to) return { online: true };
  if (workday && minutes < from) return { online: false, next: 'today' };
  return { online: false, next: weekday <= 4 ? 'tomorrow' : 'monday' };
}
