import type { Language } from '../constants.js';
import type { RaceInput } from '../schemas/cabinet-races.js';
import { fromWallTime } from './wall-time.js';

/*
 * The rules of a race the organizer edits (issue 18 item 2, ADR 029) that need no database: dates in
 * order, price steps ordered and above zero, age and team bounds, codes not typed twice. The editor
 * checks them before sending; the server checks them again, then the rules that count what is sold under
 * the race's row lock (places taken, units sold, codes used, entries that fix the format).
 */

export const RACE_EDIT_MESSAGES = {
  noSuchDate: { en: 'There is no such date', ru: 'Такой даты не существует' },
  closesBeforeOpens: {
    en: 'Registration must close after it opens',
    ru: 'Регистрация должна закрываться позже, чем открывается',
  },
  closesAfterStart: {
    en: 'Registration must close no later than the start',
    ru: 'Регистрация должна закрыться не позже старта',
  },
  opensTooEarly: {
    en: 'Registration can open at most two years before the start',
    ru: 'Регистрация может открыться не раньше чем за два года до старта',
  },
  priceStepOrder: {
    en: 'Each price step must start later than the one before it',
    ru: 'Каждая ступень цены должна начинаться позже предыдущей',
  },
  priceStepAfterStart: {
    en: 'A price step must start before the race',
    ru: 'Ступень цены должна начаться до старта',
  },
  ageOrder: { en: 'The minimum age is above the maximum', ru: 'Минимальный возраст больше максимального' },
  membersOrder: {
    en: 'The maximum is below the minimum',
    ru: 'Максимум меньше минимума',
  },
  membersRequired: {
    en: 'A team or relay race needs its number of members',
    ru: 'Для командной дистанции или эстафеты укажите число участников',
  },
  stagesRequired: { en: 'A relay needs at least one stage', ru: 'В эстафете должен быть хотя бы один этап' },
  codeTwice: { en: 'This code is entered twice', ru: 'Этот код введён дважды' },
  percentTooHigh: { en: 'From 1 to 100 %', ru: 'От 1 до 100 %' },
  discountValueRequired: {
    en: 'Enter the discount',
    ru: 'Укажите размер скидки',
  },
  accessHasNoValue: {
    en: 'An access code gives no discount: leave the value empty',
    ru: 'Код доступа не даёт скидки: оставьте размер пустым',
  },
  validUntilBeforeFrom: {
    en: 'The code must end after it starts',
    ru: 'Код должен действовать дольше, чем начинается',
  },
  // the rules the server counts under the race's lock
  capacityBelowTaken: {
    en: 'Places already taken: {n}. The limit cannot be lower',
    ru: 'Уже занято мест: {n}. Лимит не может быть меньше',
  },
  stockBelowSold: {
    en: 'Already sold: {n}. The stock cannot be lower',
    ru: 'Уже продано: {n}. Остаток не может быть меньше',
  },
  soldCannotGo: {
    en: 'Already sold: {n}. It cannot be removed; set its stock to {n} instead',
    ru: 'Уже продано: {n}. Удалить нельзя — установите остаток {n}',
  },
  usedCannotGo: {
    en: 'Used {n} times. It cannot be removed; switch it off instead',
    ru: 'Использован {n} раз. Удалить нельзя — отключите его',
  },
  formatLocked: {
    en: 'The race has entries or teams: its format cannot change any more',
    ru: 'На дистанции уже есть участники или команды: формат изменить нельзя',
  },
  stagesLocked: {
    en: 'The race has teams: stages cannot be added or removed any more',
    ru: 'На дистанции уже есть команды: этапы нельзя добавлять или удалять',
  },
  raceCodeTaken: {
    en: 'The event already has a race with this code',
    ru: 'В событии уже есть дистанция с таким кодом',
  },
  promoCodeTaken: {
    en: 'This code is already in use by another race or event',
    ru: 'Этот код уже используется другой дистанцией или событием',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type RaceEditMessage = keyof typeof RACE_EDIT_MESSAGES;

/** A rule's message in a language, `{n}` filled in. */
export function raceEditText(key: RaceEditMessage, lang: Language, n?: number): string {
  return RACE_EDIT_MESSAGES[key][lang].replaceAll('{n}', String(n ?? ''));
}

/** Field path (`prices.1.validFrom`) → the rule it breaks. */
export type RaceProblems = Record<string, RaceEditMessage>;

const TWO_YEARS_MS = 2 * 366 * 24 * 3600 * 1000;

/** The static rules broken by a race as sent (its times read in the event's zone); none: {}. */
export function raceInputProblems(input: RaceInput, timeZone: string): RaceProblems {
  const out: RaceProblems = {};
  /** The instant of a wall time; a date that does not exist (30 February) is a problem of its field. */
  const at = (wall: string | null, path: string) => {
    const instant = wall === null ? null : fromWallTime(wall, timeZone);
    if (wall !== null && instant === null) out[path] = 'noSuchDate';
    return instant;
  };
  const startsAt = at(input.startsAt, 'startsAt');
  const opensAt = at(input.registrationOpensAt, 'registrationOpensAt');
  const closesAt = at(input.registrationClosesAt, 'registrationClosesAt');

  if (opensAt && closesAt && closesAt <= opensAt) out['registrationClosesAt'] = 'closesBeforeOpens';
  else if (startsAt && closesAt && closesAt > startsAt) out['registrationClosesAt'] = 'closesAfterStart';
  if (startsAt && opensAt && startsAt.getTime() - opensAt.getTime() > TWO_YEARS_MS) {
    out['registrationOpensAt'] = 'opensTooEarly';
  }

  let previous: Date | null = null;
  input.prices.forEach((step, i) => {
    const from = at(step.validFrom, `prices.${i}.validFrom`);
    if (from && previous && from <= previous) out[`prices.${i}.validFrom`] = 'priceStepOrder';
    else if (from && startsAt && from >= startsAt) out[`prices.${i}.validFrom`] = 'priceStepAfterStart';
    if (from) previous = from;
  });

  if (input.minAge !== null && input.maxAge !== null && input.minAge > input.maxAge)
    out['maxAge'] = 'ageOrder';

  if (input.format !== 'individual') {
    if (input.teamMinMembers === null) out['teamMinMembers'] = 'membersRequired';
    if (input.teamMaxMembers === null) out['teamMaxMembers'] = 'membersRequired';
    else if (input.teamMinMembers !== null && input.teamMaxMembers < input.teamMinMembers) {
      out['teamMaxMembers'] = 'membersOrder';
    }
  }
  if (input.format === 'relay' && input.stages.length === 0) out['stages'] = 'stagesRequired';
  input.stages.forEach((stage, i) => {
    const { minParticipants: min, maxParticipants: max } = stage;
    if (min !== null && max !== null && max < min) out[`stages.${i}.maxParticipants`] = 'membersOrder';
  });

  const seen = new Set<string>();
  input.codes.forEach((code, i) => {
    if (seen.has(code.code)) out[`codes.${i}.code`] = 'codeTwice';
    seen.add(code.code);
    if (code.kind === 'access' && code.value !== null) out[`codes.${i}.value`] = 'accessHasNoValue';
    if (code.kind !== 'access' && code.value === null) out[`codes.${i}.value`] = 'discountValueRequired';
    if (code.kind === 'percent' && code.value !== null && code.value > 100) {
      out[`codes.${i}.value`] = 'percentTooHigh';
    }
    const from = at(code.validFrom, `codes.${i}.validFrom`);
    const until = at(code.validUntil, `codes.${i}.validUntil`);
    if (from && until && until <= from) out[`codes.${i}.validUntil`] = 'validUntilBeforeFrom';
  });
  return out;
}
