import { describe, expect, it } from 'vitest';
import { taxDeductionRequestSchema } from '../schemas/tax-deduction.js';
import { validationText } from '../validation-messages.js';
import {
  certificateState,
  entriesAmount,
  isChildInYear,
  participantAmount,
  taxYearOf,
  taxYearsOf,
  taxYearsOffered,
  type TaxOrder,
} from './tax-deduction.js';

const MOTHER = 1;
const SON = 2;
const DAUGHTER = 3;
const paidOn = (iso: string) => new Date(iso);

/** 2 500 ₽ entry for the mother, insurance 400 ₽, service fee 100 ₽: 3 000 ₽ paid on one day. */
function order(overrides: Partial<TaxOrder> = {}): TaxOrder {
  return {
    total: 300_000,
    discount: 0,
    discountable: 260_000,
    entries: [{ personId: MOTHER, amount: 250_000, live: true }],
    payments: [{ amount: 300_000, refunded: 0, paidAt: paidOn('2025-03-10T09:00:00Z') }],
    paidAt: paidOn('2025-03-10T09:00:00Z'),
    ...overrides,
  };
}

describe('the amount a certificate counts', () => {
  it("is the participant's entry, without insurance and service fee, when all was paid and kept", () => {
    expect(participantAmount(order(), MOTHER, 2025)).toBe(250_000);
    expect(participantAmount(order(), MOTHER, 2024)).toBe(0);
    // somebody whose entry is not in the order counts nothing
    expect(participantAmount(order(), SON, 2025)).toBe(0);
  });

  it('shares a partial refund between the entries in proportion: 500 ₽ of 3 000 ₽ back', () => {
    const refunded = order({
      payments: [{ amount: 300_000, refunded: 50_000, paidAt: paidOn('2025-03-10T09:00:00Z') }],
    });
    // 2 500 × 2 500 / 3 000 = 2 083,33 ₽, rounded half up to the kopeck
    expect(participantAmount(refunded, MOTHER, 2025)).toBe(208_333);
    // all of it back: nothing
    const all = order({
      payments: [{ amount: 300_000, refunded: 300_000, paidAt: paidOn('2025-03-10T09:00:00Z') }],
    });
    expect(participantAmount(all, MOTHER, 2025)).toBe(0);
  });

  it('counts each child of a family order apart, each with their share of the discount', () => {
    // mother 2 500 ₽, son and daughter 1 000 ₽ each; 450 ₽ off the 4 500 ₽ of entries; no fee, no insurance
    const family = order({
      total: 405_000,
      discount: 45_000,
      discountable: 450_000,
      entries: [
        { personId: MOTHER, amount: 250_000, live: true },
        { personId: SON, amount: 100_000, live: true },
        { personId: DAUGHTER, amount: 100_000, live: true },
      ],
      payments: [{ amount: 405_000, refunded: 0, paidAt: paidOn('2025-05-01T10:00:00Z') }],
    });
    expect(entriesAmount(family, MOTHER)).toBe(225_000);
    expect(participantAmount(family, MOTHER, 2025)).toBe(225_000);
    expect(participantAmount(family, SON, 2025)).toBe(90_000);
    expect(participantAmount(family, DAUGHTER, 2025)).toBe(90_000);
  });

  it("does not lower the others' amounts for a child's entry cancelled and refunded", () => {
    const cancelled = order({
      total: 350_000,
      discountable: 350_000,
      entries: [
        { personId: MOTHER, amount: 250_000, live: true },
        { personId: SON, amount: 100_000, live: false },
      ],
      payments: [{ amount: 350_000, refunded: 100_000, paidAt: paidOn('2025-05-01T10:00:00Z') }],
    });
    expect(participantAmount(cancelled, MOTHER, 2025)).toBe(250_000);
    expect(participantAmount(cancelled, SON, 2025)).toBe(0);
  });

  it('counts installments in the year each was paid (Moscow time), and never more than the entry', () => {
    const installments = order({
      payments: [
        // 31 December 2024, 22:00 UTC is already 1 January 2025 in Moscow
        { amount: 75_000, refunded: 0, paidAt: paidOn('2024-12-31T22:00:00Z') },
        { amount: 75_000, refunded: 0, paidAt: paidOn('2024-12-30T10:00:00Z') },
        { amount: 150_000, refunded: 0, paidAt: paidOn('2025-02-01T10:00:00Z') },
      ],
    });
    expect(taxYearOf(paidOn('2024-12-31T22:00:00Z'))).toBe(2025);
    expect(taxYearsOf(installments)).toEqual([2024, 2025]);
    // 2 500 × 750 / 3 000 and 2 500 × 2 250 / 3 000
    expect(participantAmount(installments, MOTHER, 2024)).toBe(62_500);
    expect(participantAmount(installments, MOTHER, 2025)).toBe(187_500);
    // an organizer who kept more than the entry (a cancelled line not refunded) certifies the entry at most
    const kept = order({
      entries: [
        { personId: MOTHER, amount: 250_000, live: true },
        { personId: SON, amount: 40_000, live: false },
      ],
    });
    expect(participantAmount(kept, MOTHER, 2025)).toBe(250_000);
  });

  it('takes an order marked paid without payment rows as paid in full that day', () => {
    const offline = order({ payments: [] });
    expect(taxYearsOf(offline)).toEqual([2025]);
    expect(participantAmount(offline, MOTHER, 2025)).toBe(250_000);
    expect(participantAmount(order({ payments: [], paidAt: null }), MOTHER, 2025)).toBe(0);
  });

  it('multiplies big amounts without losing kopecks', () => {
    const big = order({
      total: 9_000_000_000,
      discountable: 9_000_000_000,
      entries: [{ personId: MOTHER, amount: 9_000_000_000, live: true }],
      payments: [{ amount: 9_000_000_000, refunded: 1, paidAt: paidOn('2025-03-10T09:00:00Z') }],
    });
    expect(participantAmount(big, MOTHER, 2025)).toBe(8_999_999_999);
  });
});

describe('children and states', () => {
  it('is a child for a year when under 24 on its 1 January, or of unknown age', () => {
    expect(isChildInYear('2014-06-21', 2025)).toBe(true);
    expect(isChildInYear('2001-06-21', 2025)).toBe(true);
    expect(isChildInYear('2001-01-01', 2025)).toBe(false);
    expect(isChildInYear('1990-04-12', 2025)).toBe(false);
    expect(isChildInYear(null, 2025)).toBe(true);
  });

  it('is outdated once what it would say differs, replaced once a correction took its place', () => {
    expect(certificateState(250_000, 250_000, false)).toBe('issued');
    expect(certificateState(250_000, 208_333, false)).toBe('outdated');
    expect(certificateState(250_000, 260_000, false)).toBe('outdated');
    expect(certificateState(250_000, 250_000, true)).toBe('replaced');
  });

  it('offers the years from 2022 to the current one, the latest first', () => {
    expect(taxYearsOffered(paidOn('2025-12-31T21:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

describe('a request', () => {
  const base = {
    year: '2025',
    payer: 'MY_SELF',
    payerInn: '500100732259',
    participant: 'MY_SELF',
    childId: '',
  };
  const fieldsOf = (input: unknown) => {
    const result = taxDeductionRequestSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((i) => [i.path.join('.'), validationText(i.message, 'ru')]),
        );
  };

  it("checks the payer's INN: 12 digits of a person with both check digits", () => {
    expect(fieldsOf(base)).toEqual({});
    expect(taxDeductionRequestSchema.parse({ ...base, payerInn: '5001 0073 2259' }).payerInn).toBe(
      '500100732259',
    );
    expect(fieldsOf({ ...base, payerInn: '500100732258' })).toEqual({
      payerInn: 'Такого ИНН не бывает: проверьте цифры',
    });
    expect(fieldsOf({ ...base, payerInn: '500100732269' })).toEqual({
      payerInn: 'Такого ИНН не бывает: проверьте цифры',
    });
    // a company's valid 10-digit INN is not a person's
    expect(fieldsOf({ ...base, payerInn: '7707083893' })).toEqual({
      payerInn: 'ИНН физического лица состоит из 12 цифр',
    });
    expect(fieldsOf({ ...base, payerInn: '' })).toEqual({ payerInn: 'Укажите ИНН плательщика' });
  });

  it('asks the spouse for their name and birth date, and for a child', () => {
    expect(fieldsOf({ ...base, payer: 'SPOUSE', participant: 'KIDS', childId: '7' })).toMatchObject({
      'spouse.lastName': 'Это поле обязательно.',
      'spouse.firstName': 'Это поле обязательно.',
      'spouse.birthDate': 'Укажите дату рождения',
    });
    expect(fieldsOf({ ...base, participant: 'KIDS' })).toEqual({ childId: 'Выберите ребёнка' });
    const spouse = { lastName: 'Смирнов', firstName: 'Иван', patronymic: '', birthDate: '1988-02-03' };
    expect(fieldsOf({ ...base, payer: 'SPOUSE', spouse, participant: 'MY_SELF' })).toEqual({
      participant: 'Супруг(а) получает вычет только за ваших детей: за ваше участие плательщик — вы',
    });
    expect(
      taxDeductionRequestSchema.parse({
        ...base,
        payer: 'SPOUSE',
        spouse,
        participant: 'KIDS',
        childId: '7',
      }),
    ).toEqual({
      year: 2025,
      payer: 'SPOUSE',
      payerInn: '500100732259',
      spouse,
      participant: 'KIDS',
      childId: 7,
    });
  });

  it("takes its own output again: what the form's rules give is what the server checks", () => {
    const parsed = taxDeductionRequestSchema.parse(base);
    expect(parsed).toMatchObject({ spouse: null, childId: null });
    expect(taxDeductionRequestSchema.parse(parsed)).toEqual(parsed);
  });

  it('takes years from 2022', () => {
    expect(fieldsOf({ ...base, year: '2021' })).toEqual({ year: 'Выберите год с 2022 по текущий' });
  });
});
