import { AGE_GROUPS, type AgeGroupId } from '../../../shared/domain/age-groups.js';
import type { Random } from './prng.js';
import { FIRST_NAMES, LAST_NAMES } from './sports.js';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  birthYear: number;
}

export function person(rng: Random, year: number): DemoPerson {
  const gender = rng.chance(0.62) ? 'male' : 'female';
  const [male, female] = rng.pick(LAST_NAMES);
  return {
    firstName: rng.pick(FIRST_NAMES[gender]),
    lastName: gender === 'male' ? male : female,
    gender,
    birthYear: year - rng.int(16, 68),
  };
}

/** The age group of an age in whole years (on race day). */
export function ageGroupOf(age: number): AgeGroupId {
  if (age < 18) return 'U18';
  if (age >= 60) return '60+';
  const group = AGE_GROUPS.find((g) => g.id.startsWith(String(Math.floor(age / 10) * 10)));
  return group?.id ?? '18-29';
}

/** A finish time: faster for men, slower further down the field, by the sport's pace per km. */
export function finishTimeMs(rng: Random, lengthM: number, pace: [number, number], gender: string): number {
  const [fast, slow] = pace;
  const skill = rng.next() ** 1.4;
  const perKm = fast + (slow - fast) * skill * (gender === 'female' ? 1.08 : 1);
  return Math.round((lengthM / 1000) * perKm * 1000);
}
