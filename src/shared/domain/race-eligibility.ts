/*
 * Who may run a race (SPEC §5: "Relatives listed as suitable must match the race's gender and age
 * requirements"). Age counts on race day — the calendar day of the start in the event's time zone — as a
 * race's age limits are read everywhere: a runner who turns 18 on the morning of the race is 18.
 */

/** Younger than this on race day: a child (the participant option KIDS and the children's pool). */
export const ADULT_AGE = 18;

export interface RaceRequirements {
  startsAt: Date;
  /** The event's IANA time zone, in which race day is counted. */
  timeZone: string;
  gender: 'any' | 'male' | 'female';
  minAge: number | null;
  maxAge: number | null;
}

export interface Entrant {
  gender: 'unknown' | 'male' | 'female';
  /** YYYY-MM-DD, or null when not known yet. */
  birthDate: string | null;
}

export type Ineligibility = 'gender' | 'gender-unknown' | 'birth-date-unknown' | 'too-young' | 'too-old';

export type Eligibility =
  { eligible: true; age: number | null } | { eligible: false; reason: Ineligibility; age: number | null };

/** One formatter per time zone: making one costs far more than formatting with it. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(at: Date, timeZone: string): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * Full years between a birth date and a day (both YYYY-MM-DD). Someone born on 29 February is a year older
 * on 1 March of a common year.
 */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The entrant's age on the race's day, or null without a birth date. */
export function ageOnRaceDay(
  entrant: Pick<Entrant, 'birthDate'>,
  race: Pick<RaceRequirements, 'startsAt' | 'timeZone'>,
): number | null {
  return entrant.birthDate ? ageOn(entrant.birthDate, calendarDay(race.startsAt, race.timeZone)) : null;
}

export function isChildOnRaceDay(
  entrant: Pick<Entrant, 'birthDate'>,
  race: Pick<RaceRequirements, 'startsAt' | 'timeZone'>,
): boolean {
  const age = ageOnRaceDay(entrant, race);
  return age !== null && age < ADULT_AGE;
}

/** Whether the entrant meets the race's gender and age requirements on race day, and if not, why. */
export function eligibility(entrant: Entrant, race: RaceRequirements): Eligibility {
  const age = ageOnRaceDay(entrant, race);
  if (race.gender !== 'any') {
    if (entrant.gender === 'unknown') return { eligible: false, reason: 'gender-unknown', age };
    if (entrant.gender !== race.gender) return { eligible: false, reason: 'gender', age };
  }
  const limited = race.minAge !== null || race.maxAge !== null;
  if (age === null)
    return limited ? { eligible: false, reason: 'birth-date-unknown', age } : { eligible: true, age };
  if (race.minAge !== null && age < race.minAge) return { eligible: false, reason: 'too-young', age };
  if (race.maxAge !== null && age > race.maxAge) return { eligible: false, reason: 'too-old', age };
  return { eligible: true, age };
}
