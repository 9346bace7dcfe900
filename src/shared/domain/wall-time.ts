/*
 * Wall-clock times of an event's place (`2026-05-01T09:00` in Europe/Moscow) and the instants they name.
 * The organizer types the start and registration times as the clock at the start shows them, whatever the
 * browser's own zone; the server stores the instant (DESIGN §5: timestamptz in UTC).
 */

/** `YYYY-MM-DDTHH:mm`, as an `<input type="datetime-local">` gives it. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall clock at an instant, as `{ y, m, d, h, min }` (m 1–12). */
function wallParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute') };
}

/** The instant's wall time in the zone, `YYYY-MM-DDTHH:mm`. */
export function toWallTime(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(p.y).padStart(4, '0')}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}`;
}

/**
 * The instant a wall time names in the zone; null when the text is no such time (`2026-02-30T09:00`).
 * A time skipped by a clock change resolves to the instant an hour later, as the clocks there read it.
 */
export function fromWallTime(wall: string, timeZone: string): Date | null {
  const match = WALL_TIME_PATTERN.exec(wall);
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || h > 23 || min > 59) return null;
  // the zone's offset at the guess, then once more at the corrected instant (offsets change at clock shifts)
  let at = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = wallParts(new Date(at), timeZone);
    const offset = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min) - at;
    at = asUtc - offset;
  }
  return new Date(at);
}
