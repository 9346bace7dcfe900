import type { SportTypeId } from '../../../shared/domain/sport-types.js';
import type { RaceFormField } from '../../../shared/schemas/registration.js';
import { DAY_MS, moscowDay, type Random } from './prng.js';

export interface DemoRace {
  code: string;
  nameRu: string;
  nameEn: string;
  lengthM: number;
  startsAt: Date;
  capacity: number | null;
  opensAt: Date;
  closesAt: Date;
  disabled: boolean;
  gender: 'any' | 'male' | 'female';
  minAge: number | null;
  maxAge: number | null;
  prices: { validFrom: Date; amount: number }[];
  /** Registrations to create (the start list); for full/few races this fills the capacity. */
  registrations: number;
  /** Finishers, DNFs and DNSs to create for a past race. */
  results: number;
  /** Registration settings (registration-races.ts); the table's defaults when absent. */
  childCapacity?: number;
  childrenNeedAdult?: boolean;
  formFields?: RaceFormField[];
}

/** The state the first race of an upcoming event is put in, round-robin: every state appears. */
const STATE_CYCLE = ['open', 'few', 'soon', 'open', 'full', 'closed', 'open', 'unavailable'] as const;

function raceName(lengthM: number): { ru: string; en: string } {
  if (lengthM === 42195) return { ru: 'Марафон', en: 'Marathon' };
  if (lengthM === 21097) return { ru: 'Полумарафон', en: 'Half marathon' };
  const km = lengthM / 1000;
  return { ru: `${km.toLocaleString('ru-RU')} км`, en: `${km} km` };
}

export function buildRaces(
  rng: Random,
  now: Date,
  event: { startsAt: Date; distances: number[]; sport: SportTypeId; index: number; free: boolean },
): DemoRace[] {
  const { startsAt } = event;
  const past = startsAt.getTime() < now.getTime();
  const untilStart = startsAt.getTime() - now.getTime();
  return event.distances.map((lengthM, r) => {
    const state = r === 0 ? STATE_CYCLE[event.index % STATE_CYCLE.length]! : 'open';
    const opensAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 90 * DAY_MS);
    let closesAt = new Date(startsAt.getTime() - Math.min(2 * DAY_MS, Math.max(untilStart / 2, 0)));
    let capacity: number | null = r === 2 ? null : rng.pick([300, 500, 1000, 2000]);
    // every number is drawn whether the race is past or not, so that the draws after it do not depend on
    // the time of day (an event of today is past in the evening and upcoming in the morning)
    const drawn = { registrations: rng.int(3, 9), priceStepDay: rng.int(2, 20), results: rng.int(12, 28) };
    let registrations = past ? 0 : drawn.registrations;
    let soonOpens: Date | null = null;
    if (!past && untilStart > 2 * 60 * 60 * 1000) {
      if (state === 'few') {
        capacity = 20;
        registrations = 17;
      } else if (state === 'full') {
        capacity = 15;
        registrations = 15;
      } else if (state === 'soon') {
        soonOpens = new Date(now.getTime() + Math.min(10 * DAY_MS, untilStart / 2));
        registrations = 0;
      } else if (state === 'closed') {
        closesAt = new Date(now.getTime() - Math.min(DAY_MS, untilStart / 2));
      }
    }
    const base = event.free ? 0 : rng.pick([900, 1200, 1500, 2000, 2500, 3500]) * 100 * (r === 0 ? 1.5 : 1);
    const prices = [{ validFrom: opensAt, amount: Math.round(base) }];
    if (!past && !event.free) {
      const step = moscowDay(now, drawn.priceStepDay);
      if (step.getTime() < closesAt.getTime())
        prices.push({ validFrom: step, amount: Math.round(base * 1.25) });
    }
    const name = raceName(lengthM);
    const junior = lengthM <= 5000 && r > 0;
    return {
      code: `r${lengthM}`,
      nameRu: name.ru,
      nameEn: name.en,
      lengthM,
      startsAt: new Date(startsAt.getTime() + r * 30 * 60 * 1000),
      capacity,
      opensAt: soonOpens ?? opensAt,
      closesAt,
      disabled: !past && state === 'unavailable',
      gender: 'any',
      minAge: junior ? 10 : lengthM >= 42195 ? 18 : 16,
      maxAge: junior ? 17 : null,
      prices,
      registrations,
      results: past && event.index % 5 !== 4 ? drawn.results : 0,
    };
  });
}
