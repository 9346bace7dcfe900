/*
 * Finish times as timing teams write them (issue 18 item 6): `1:02:03.4` and `2:03:04` are hours, minutes
 * and seconds; `62:03` is minutes and seconds (minutes may pass 59, as a clock past an hour does not);
 * a fraction of a second goes after a point or a comma (`1:02:03,45`), up to milliseconds.
 */

/** The longest time taken (ultra-trails run for days; anything longer is a typo). */
export const RACE_TIME_MAX_MS = 240 * 3600 * 1000;

const PATTERN = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,4})):([0-5]\d)(?:[.,](\d{1,3}))?$/;

/** Milliseconds of a typed time, or null when it is not one (or is zero, or over RACE_TIME_MAX_MS). */
export function parseRaceTime(typed: string): number | null {
  const m = PATTERN.exec(typed.trim());
  if (!m) return null;
  const [, hours, minutesOfHour, minutesOnly, seconds, fraction] = m;
  const minutes = hours !== undefined ? Number(hours) * 60 + Number(minutesOfHour) : Number(minutesOnly);
  const ms = (minutes * 60 + Number(seconds)) * 1000 + (fraction ? Number(fraction.padEnd(3, '0')) : 0);
  return ms > 0 && ms <= RACE_TIME_MAX_MS ? ms : null;
}

/** A time as the cabinet shows and edits it: `1:02:03`, with tenths or more only when it has them. */
export function formatTypedTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const rest = ms % 1000;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${fraction}`;
}
