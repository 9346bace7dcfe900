import { describe, expect, it } from 'vitest';
import { minutesOfDay, supportStatus, wallClock } from './support-hours.js';

const HOURS = { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' };
/** Moscow is UTC+3 all year: 2026-11-23 is a Monday. */
const moscow = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe('supportStatus', () => {
  it('is online on a weekday between the hours, in Moscow time', () => {
    expect(supportStatus(HOURS, moscow('2026-11-23T10:00'))).toEqual({ online: true });
    expect(supportStatus(HOURS, moscow('2026-11-25T14:30'))).toEqual({ online: true });
    expect(supportStatus(HOURS, moscow('2026-11-27T18:59'))).toEqual({ online: true });
  });

  it('before opening on a weekday answers today', () => {
    expect(supportStatus(HOURS, moscow('2026-11-24T09:59'))).toEqual({ online: false, next: 'today' });
    expect(supportStatus(HOURS, moscow('2026-11-27T00:00'))).toEqual({ online: false, next: 'today' });
  });

  it('after closing from Monday to Thursday answers tomorrow', () => {
    expect(supportStatus(HOURS, moscow('2026-11-23T19:00'))).toEqual({ online: false, next: 'tomorrow' });
    expect(supportStatus(HOURS, moscow('2026-11-26T23:59'))).toEqual({ online: false, next: 'tomorrow' });
  });

  it('on Friday evening and at the weekend answers on Monday', () => {
    expect(supportStatus(HOURS, moscow('2026-11-27T19:00'))).toEqual({ online: false, next: 'monday' });
    expect(supportStatus(HOURS, moscow('2026-11-27T21:30'))).toEqual({ online: false, next: 'monday' });
    expect(supportStatus(HOURS, moscow('2026-11-28T12:00'))).toEqual({ online: false, next: 'monday' });
    expect(supportStatus(HOURS, moscow('2026-11-29T15:00'))).toEqual({ online: false, next: 'monday' });
  });

  it('uses the Moscow wall clock whatever the instant is written in', () => {
    // 07:30 UTC on Monday is 10:30 in Moscow
    expect(supportStatus(HOURS, new Date('2026-11-23T07:30:00Z'))).toEqual({ online: true });
    // Friday 16:30 UTC is 19:30 in Moscow
    expect(supportStatus(HOURS, new Date('2026-11-27T16:30:00Z'))).toEqual({ online: false, next: 'monday' });
    // Sunday 22:00 UTC is already Monday 01:00 in Moscow
    expect(supportStatus(HOURS, new Date('2026-11-29T22:00:00Z'))).toEqual({ online: false, next: 'today' });
  });

  it('follows configured hours', () => {
    const hours = { from: '09:30', to: '18:00', timeZone: 'Europe/Moscow' };
    expect(supportStatus(hours, moscow('2026-11-23T09:30'))).toEqual({ online: true });
    expect(supportStatus(hours, moscow('2026-11-23T18:00'))).toEqual({ online: false, next: 'tomorrow' });
  });

  it('gives no status for hours it cannot read', () => {
    expect(supportStatus({ ...HOURS, from: 'ten' }, moscow('2026-11-23T12:00'))).toBeNull();
    expect(supportStatus({ ...HOURS, from: '19:00', to: '10:00' }, moscow('2026-11-23T12:00'))).toBeNull();
  });
});

describe('wallClock', () => {
  it('reads midnight as minute 0 and an unknown zone as Moscow', () => {
    expect(wallClock(moscow('2026-11-28T00:00'), 'Europe/Moscow')).toEqual({ weekday: 6, minutes: 0 });
    expect(wallClock(moscow('2026-11-28T00:05'), 'Not/AZone')).toEqual({ weekday: 6, minutes: 5 });
  });

  it('minutesOfDay accepts HH:MM only', () => {
    expect(minutesOfDay('10:00')).toBe(600);
    expect(minutesOfDay('9:05')).toBe(545);
    expect(minutesOfDay('25:00')).toBeNull();
    expect(minutesOfDay('10-00')).toBeNull();
  });
});
