import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './wall-time.js';

describe('wall times of an event’s zone', () => {
  it('reads the clock at the start, whatever the machine’s zone', () => {
    expect(fromWallTime('2026-05-01T09:00', 'Europe/Moscow')?.toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(fromWallTime('2026-05-01T09:00', 'Asia/Yekaterinburg')?.toISOString()).toBe(
      '2026-05-01T04:00:00.000Z',
    );
    expect(toWallTime(new Date('2026-05-01T06:00:00Z'), 'Europe/Moscow')).toBe('2026-05-01T09:00');
  });

  it('follows a zone’s clock change (Berlin: winter +1, summer +2)', () => {
    expect(fromWallTime('2026-01-15T10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(fromWallTime('2026-07-15T10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(toWallTime(new Date('2026-07-15T08:00:00Z'), 'Europe/Berlin')).toBe('2026-07-15T10:00');
  });

  it('answers null for a text that is no time, or a day that does not exist', () => {
    expect(fromWallTime('2026-02-30T09:00', 'Europe/Moscow')).toBeNull();
    expect(fromWallTime('2026-05-01 09:00', 'Europe/Moscow')).toBeNull();
    expect(fromWallTime('2026-05-01T24:00', 'Europe/Moscow')).toBeNull();
  });
});
