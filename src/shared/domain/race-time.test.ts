import { describe, expect, it } from 'vitest';
import { formatTypedTime, parseRaceTime } from './race-time.js';

describe('finish times as timing teams write them', () => {
  it('reads hours, minutes and seconds with or without a fraction', () => {
    expect(parseRaceTime('1:02:03.4')).toBe(3_723_400);
    expect(parseRaceTime('2:03:04')).toBe(7_384_000);
    expect(parseRaceTime('1:02:03,45')).toBe(3_723_450);
    expect(parseRaceTime(' 0:59:59.999 ')).toBe(3_599_999);
  });

  it('reads two parts as minutes and seconds, minutes past an hour included', () => {
    expect(parseRaceTime('62:03')).toBe(3_723_000);
    expect(parseRaceTime('18:30.5')).toBe(1_110_500);
  });

  it('refuses what is not a time', () => {
    for (const typed of [
      '',
      'abc',
      '1:60:00',
      '1:02:61',
      '62',
      '1:2:3',
      '0:00:00',
      '1:02:03.4567',
      '-1:00:00',
      '241:00:00',
    ]) {
      expect(parseRaceTime(typed), typed).toBeNull();
    }
  });

  it('writes a time back the way it reads, tenths only when there are some', () => {
    expect(formatTypedTime(3_723_400)).toBe('1:02:03.4');
    expect(formatTypedTime(7_384_000)).toBe('2:03:04');
    expect(parseRaceTime(formatTypedTime(3_723_450))).toBe(3_723_450);
  });
});
