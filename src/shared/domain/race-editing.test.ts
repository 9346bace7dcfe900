import { describe, expect, it } from 'vitest';
import type { RaceInput } from '../schemas/cabinet-races.js';
import { raceEditText, raceInputProblems } from './race-editing.js';

const ZONE = 'Europe/Moscow';
const race = (overrides: Partial<RaceInput> = {}): RaceInput => ({
  nameRu: 'Забег',
  nameEn: 'Run',
  code: 'run',
  lengthM: 10_000,
  startsAt: '2030-06-01T09:00',
  capacity: null,
  childCapacity: null,
  childrenNeedAdult: false,
  registrationOpensAt: '2030-01-01T10:00',
  registrationClosesAt: '2030-05-30T23:59',
  registrationDisabled: false,
  prices: [
    { validFrom: '2030-01-01T10:00', amount: 100_000 },
    { validFrom: '2030-03-01T10:00', amount: 150_000 },
  ],
  gender: 'any',
  minAge: null,
  maxAge: null,
  formFields: [],
  accessCodeRequired: false,
  insurances: [],
  items: [],
  codes: [],
  format: 'individual',
  teamMinMembers: null,
  teamMaxMembers: null,
  teamGenderRule: 'any',
  teamPayment: 'captain',
  stages: [],
  ...overrides,
});

describe('the rules of a race the organizer edits', () => {
  it('accepts a race in order', () => {
    expect(raceInputProblems(race(), ZONE)).toEqual({});
  });

  it('keeps the registration window inside sensible bounds', () => {
    expect(raceInputProblems(race({ registrationClosesAt: '2029-12-31T10:00' }), ZONE)).toEqual({
      registrationClosesAt: 'closesBeforeOpens',
    });
    expect(raceInputProblems(race({ registrationClosesAt: '2030-06-01T09:01' }), ZONE)).toEqual({
      registrationClosesAt: 'closesAfterStart',
    });
    expect(raceInputProblems(race({ registrationOpensAt: '2027-01-01T10:00' }), ZONE)).toEqual({
      registrationOpensAt: 'opensTooEarly',
    });
  });

  it('wants price steps one after another, before the start', () => {
    const same = race({
      prices: [
        { validFrom: '2030-03-01T10:00', amount: 100_000 },
        { validFrom: '2030-03-01T10:00', amount: 150_000 },
      ],
    });
    expect(raceInputProblems(same, ZONE)).toEqual({ 'prices.1.validFrom': 'priceStepOrder' });
    const late = race({ prices: [{ validFrom: '2030-06-02T10:00', amount: 100_000 }] });
    expect(raceInputProblems(late, ZONE)).toEqual({ 'prices.0.validFrom': 'priceStepAfterStart' });
  });

  it('checks ages, team bounds and relay stages', () => {
    expect(raceInputProblems(race({ minAge: 40, maxAge: 18 }), ZONE)).toEqual({ maxAge: 'ageOrder' });
    expect(raceInputProblems(race({ format: 'team', teamMinMembers: 4, teamMaxMembers: 2 }), ZONE)).toEqual({
      teamMaxMembers: 'membersOrder',
    });
    expect(raceInputProblems(race({ format: 'relay', teamMinMembers: 2, teamMaxMembers: 4 }), ZONE)).toEqual({
      stages: 'stagesRequired',
    });
  });

  it('checks codes: not twice, a percent up to 100, a discount with a value, an access code without', () => {
    const code = { maxUses: null, validFrom: null, validUntil: null, active: true };
    const problems = raceInputProblems(
      race({
        codes: [
          { ...code, code: 'A', kind: 'percent', value: 120 },
          { ...code, code: 'A', kind: 'amount', value: null },
          {
            ...code,
            code: 'B',
            kind: 'access',
            value: 5,
            validFrom: '2030-02-01T00:00',
            validUntil: '2030-01-01T00:00',
          },
        ],
      }),
      ZONE,
    );
    expect(problems).toEqual({
      'codes.0.value': 'percentTooHigh',
      'codes.1.code': 'codeTwice',
      'codes.1.value': 'discountValueRequired',
      'codes.2.value': 'accessHasNoValue',
      'codes.2.validUntil': 'validUntilBeforeFrom',
    });
  });

  it('says a rule in both languages with its number', () => {
    expect(raceEditText('capacityBelowTaken', 'ru', 7)).toBe(
      'Уже занято мест: 7. Лимит не может быть меньше',
    );
    expect(raceEditText('capacityBelowTaken', 'en', 7)).toBe(
      'Places already taken: 7. The limit cannot be lower',
    );
  });
});
