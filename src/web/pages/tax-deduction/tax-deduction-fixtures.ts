import type { TaxCertificate, TaxDeductionPage } from '../../../shared/schemas/tax-deduction.js';

/** The tax deduction page's answers for the web tests (issue 19). */

const rub = (amount: number) => ({ amount, currency: 'RUB' });

/** An account with nothing paid and no certificates. */
export function emptyTaxPage(overrides: Partial<TaxDeductionPage> = {}): TaxDeductionPage {
  return {
    years: [2026, 2025, 2024, 2023, 2022],
    self: { name: 'Смирнова Анна Сергеевна', complete: true },
    children: [],
    paid: [],
    certificates: [],
    ...overrides,
  };
}

export function taxCertificate(overrides: Partial<TaxCertificate> = {}): TaxCertificate {
  return {
    id: 7,
    year: 2025,
    number: 12,
    correction: 0,
    organizer: { id: 1, name: 'Беговое сообщество' },
    payer: { kind: 'MY_SELF', name: 'Смирнова Анна Сергеевна', inn: '500100732259' },
    participant: { kind: 'MY_SELF', name: 'Смирнова Анна Сергеевна' },
    amount: rub(250_000),
    currentAmount: rub(250_000),
    state: 'issued',
    issuedAt: '2026-01-20T09:00:00.000Z',
    byStaff: false,
    ...overrides,
  };
}

/** Last year's orders: hers and her son's at a listed organizer, hers at one outside the list. */
export function paidTaxPage(overrides: Partial<TaxDeductionPage> = {}): TaxDeductionPage {
  const listed = { id: 1, name: 'Беговое сообщество', listed: true };
  return emptyTaxPage({
    children: [{ id: 31, name: 'Смирнов Миша Иванович', birthDate: '2014-06-21' }],
    paid: [
      {
        year: 2025,
        entries: [
          {
            orderNumber: 'SL-DEMO-2001',
            event: 'Осенний марафон',
            paidAt: '2025-11-24T10:00:00.000Z',
            amount: rub(250_000),
            participant: { kind: 'MY_SELF', id: 30, name: 'Смирнова Анна Сергеевна' },
            organizer: listed,
          },
          {
            orderNumber: 'SL-DEMO-2001',
            event: 'Осенний марафон',
            paidAt: '2025-11-24T10:00:00.000Z',
            amount: rub(250_000),
            participant: { kind: 'KIDS', id: 31, name: 'Смирнов Миша Иванович' },
            organizer: listed,
          },
          {
            orderNumber: 'SL-DEMO-2002',
            event: 'Ультратрейл Урала',
            paidAt: '2025-11-24T10:00:00.000Z',
            amount: rub(180_000),
            participant: { kind: 'MY_SELF', id: 30, name: 'Смирнова Анна Сергеевна' },
            organizer: { id: 2, name: 'Северная столица спорт', listed: false },
          },
        ],
      },
    ],
    ...overrides,
  });
}
