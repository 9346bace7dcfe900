import { describe, expect, it } from 'vitest';
import {
  ageOn,
  ageOnRaceDay,
  calendarDay,
  eligibility,
  isChildOnRaceDay,
  type RaceRequirements,
} from './race-eligibility.js';

// 07:00 in Moscow on 1 June 2026 is still 31 May in UTC-3 and already 1 June in Moscow
const race: RaceRequirements = {
  startsAt: new Date('2026-06-01T04:00:00Z'),
  timeZone: 'Europe/Moscow',
  gender: 'any',
  minAge: 18,
  maxAge: 60,
};

describe('age on race day', () => {
  it('counts full years on the calendar day of the start in the event’s time zone', () => {
    expect(calendarDay(race.startsAt, 'Europe/Moscow')).toBe('2026-06-01');
    expect(calendarDay(race.startsAt, 'America/Sao_Paulo')).toBe('2026-06-01');
    expect(calendarDay(new Date('2026-06-01T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-05-31');
    // turns 18 on race day: 18
    expect(ageOnRaceDay({ birthDate: '2008-06-01' }, race)).toBe(18);
    expect(ageOnRaceDay({ birthDate: '2008-06-02' }, race)).toBe(17);
    expect(ageOnRaceDay({ birthDate: null }, race)).toBeNull();
  });
  it('makes a 29 February birthday a year older on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
  it('is a child below 18 on race day', () => {
    expect(isChildOnRaceDay({ birthDate: '2008-06-02' }, race)).toBe(true);
    expect(isChildOnRaceDay({ birthDate: '2008-06-01' }, race)).toBe(false);
    expect(isChildOnRaceDay({ birthDate: null }, race)).toBe(false);
  });
});

describe('eligibility', () => {
  const adult = { gender: 'female' as const, birthDate: '1990-05-10' };
  it('admits an entrant of the race’s gender and age range', () => {
    expect(eligibility(adult, race)).toEqual({ eligible: true, age: 36 });
    expect(eligibility(adult, { ...race, gender: 'female' })).toEqual({ eligible: true, age: 36 });
  });
  it('says why an entrant does not fit', () => {
    expect(eligibility(adult, { ...race, gender: 'male' })).toEqual({
      eligible: false,
      reason: 'gender',
      age: 36,
    });
    expect(eligibility({ ...adult, gender: 'unknown' }, { ...race, gender: 'male' })).toMatchObject({
      reason: 'gender-unknown',
    });
    expect(eligibility({ ...adult, birthDate: '2008-06-02' }, race)).toEqual({
      eligible: false,
      reason: 'too-young',
      age: 17,
    });
    expect(eligibility({ ...adult, birthDate: '1965-05-31' }, race)).toEqual({
      eligible: false,
      reason: 'too-old',
      age: 61,
    });
    expect(eligibility({ ...adult, birthDate: '1965-06-02' }, race)).toEqual({ eligible: true, age: 60 });
    expect(eligibility({ ...adult, birthDate: null }, race)).toEqual({
      eligible: false,
      reason: 'birth-date-unknown',
      age: null,
    });
  });
  it('needs no birth date or gender when the race asks for neither', () => {
    expect(
      eligibility({ gender: 'unknown', birthDate: null }, { ...race, minAge: null, maxAge: null }),
    ).toEqual({
      eligible: true,
      age: null,
    });
  });
});
