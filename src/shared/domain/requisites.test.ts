import { describe, expect, it } from 'vitest';
import { invoicePayerSchema } from '../schemas/payments.js';
import { innProblem, isKpp, isSoleTraderInn } from './requisites.js';

describe('INN', () => {
  it('takes real INNs of companies (10 digits) and of sole traders (12 digits)', () => {
    for (const inn of ['7707083893', '7736207543', '7728168971', '500100732259', '773370857141']) {
      expect(innProblem(inn), inn).toBeNull();
    }
    expect(isSoleTraderInn('500100732259')).toBe(true);
    expect(isSoleTraderInn('7707083893')).toBe(false);
  });

  it('says a wrong check digit is a checksum problem, in either length', () => {
    expect(innProblem('7707083894')).toBe('checksum');
    expect(innProblem('7736207544')).toBe('checksum');
    // each of the two check digits of a 12-digit INN counts
    expect(innProblem('500100732269')).toBe('checksum');
    expect(innProblem('500100732258')).toBe('checksum');
  });

  it('says anything but 10 or 12 digits is a format problem; empty is left to "required"', () => {
    for (const inn of ['770708389', '77070838931', '7707 083893', '77070838a3', '5001007322591']) {
      expect(innProblem(inn), inn).toBe('format');
    }
    expect(innProblem('')).toBeNull();
  });
});

describe('KPP', () => {
  it('is 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    expect(isKpp('773601001')).toBe(true);
    expect(isKpp('7736AB001')).toBe(true);
    expect(isKpp('7736ab001')).toBe(false);
    expect(isKpp('77360100')).toBe(false);
    expect(isKpp('7736010011')).toBe(false);
  });
});

describe('the invoice payer', () => {
  const company = { name: 'АО «Ромашка»', inn: '7736207543', kpp: '773601001', address: 'Москва' };
  const issues = (input: unknown) =>
    invoicePayerSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a company with its KPP and a sole trader without one, trimmed, the KPP upper-cased', () => {
    expect(invoicePayerSchema.parse({ ...company, name: '  АО «Ромашка» ', kpp: '7736ab001' })).toEqual({
      ...company,
      kpp: '7736AB001',
    });
    expect(invoicePayerSchema.parse({ name: 'ИП Петров', inn: '500100732259', address: 'Химки' })).toEqual({
      name: 'ИП Петров',
      inn: '500100732259',
      kpp: '',
      address: 'Химки',
    });
  });

  it('asks for what is missing and says what is wrong, each under its field', () => {
    expect(issues({ name: '', inn: '', address: ' ' })).toEqual([
      ['name', 'v:required'],
      ['inn', 'v:required'],
      ['address', 'v:required'],
    ]);
    expect(issues({ ...company, inn: '773620754' })).toEqual([['inn', 'v:innFormat']]);
    expect(issues({ ...company, inn: '7736207544' })).toEqual([['inn', 'v:innChecksum']]);
    expect(issues({ ...company, kpp: '7736' })).toEqual([['kpp', 'v:kppFormat']]);
    expect(issues({ ...company, kpp: '' })).toEqual([['kpp', 'v:kppRequired']]);
    expect(issues({ ...company, inn: '500100732259' })).toEqual([['kpp', 'v:kppSoleTrader']]);
    expect(issues({ ...company, name: 'x'.repeat(201) })).toEqual([['name', 'v:tooLong']]);
  });
});
