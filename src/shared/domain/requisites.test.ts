import { describe, expect, it } from 'vitest';
import { organizerRequisitesSchema } from '../schemas/cabinet-organizer.js';
import { invoicePayerSchema } from '../schemas/payments.js';
import { accountProblem, innProblem, isBik, isKpp, isSoleTraderInn, ogrnProblem } from './requisites.js';
import { VALID_REQUISITES } from './requisites-fixture.js';

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

describe('OGRN and OGRNIP', () => {
  it('takes real ones: a company’s 13 digits, a sole trader’s 15', () => {
    for (const ogrn of ['1027700132195', '1027739609391', '304500116000157']) {
      expect(ogrnProblem(ogrn), ogrn).toBeNull();
    }
  });

  it('says a wrong control digit is a checksum problem; other lengths a format problem; empty is left', () => {
    expect(ogrnProblem('1027700132196')).toBe('checksum');
    expect(ogrnProblem('304500116000158')).toBe('checksum');
    for (const ogrn of ['102770013219', '10277001321950', '1027700 32195', '30450011600015x']) {
      expect(ogrnProblem(ogrn), ogrn).toBe('format');
    }
    expect(ogrnProblem('')).toBeNull();
  });
});

describe('BIK and bank accounts', () => {
  it('is 9 digits', () => {
    expect(isBik('044525225')).toBe(true);
    expect(isBik('04452522')).toBe(false);
    expect(isBik('04452522a')).toBe(false);
  });

  it('checks an account’s key against the BIK: a settlement account by its last three digits, a correspondent one by "0" and the 5th–6th', () => {
    // Sberbank's own accounts
    expect(accountProblem('30101810400000000225', '044525225', 'correspondent')).toBeNull();
    expect(accountProblem('40702810938000012345', '044525225', 'settlement')).toBeNull();
    expect(accountProblem('30101810400000000226', '044525225', 'correspondent')).toBe('key');
    expect(accountProblem('40702810938000012346', '044525225', 'settlement')).toBe('key');
    // the same account under another bank's BIK does not match
    expect(accountProblem('40702810938000012345', '044030653', 'settlement')).toBe('key');
  });

  it('says anything but 20 digits is a format problem; without a valid BIK the key is not judged', () => {
    expect(accountProblem('4070281093800001234', '044525225', 'settlement')).toBe('format');
    expect(accountProblem('4070281093800001234x', '044525225', 'settlement')).toBe('format');
    expect(accountProblem('40702810938000012346', '', 'settlement')).toBeNull();
    expect(accountProblem('', '044525225', 'settlement')).toBeNull();
  });
});

describe('the organizer’s requisites', () => {
  const company = VALID_REQUISITES;
  const issues = (input: unknown) =>
    organizerRequisitesSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a company’s, numbers typed with spaces kept as their digits; a sole trader without KPP or bank', () => {
    expect(organizerRequisitesSchema.parse({ ...company, inn: '7707 083893', kpp: '7736ab001' })).toEqual({
      ...company,
      kpp: '7736AB001',
    });
    const soleTrader = {
      legalName: 'ИП Петров П. П.',
      inn: '500100732259',
      kpp: '',
      ogrn: '304500116000157',
      address: 'Химки',
      bankName: '',
      bic: '',
      settlementAccount: '',
      correspondentAccount: '',
    };
    expect(organizerRequisitesSchema.parse(soleTrader)).toEqual(soleTrader);
  });

  it('says what is wrong under each field', () => {
    expect(issues({ ...company, inn: '7707083894' })).toEqual([['inn', 'v:innChecksum']]);
    expect(issues({ ...company, ogrn: '1027700132196' })).toEqual([['ogrn', 'v:ogrnChecksum']]);
    expect(issues({ ...company, ogrn: '304500116000157' })).toEqual([['ogrn', 'v:ogrnCompany']]);
    expect(issues({ ...company, kpp: '' })).toEqual([['kpp', 'v:kppRequired']]);
    expect(issues({ ...company, bic: '04452522' })).toEqual([['bic', 'v:bikFormat']]);
    expect(issues({ ...company, settlementAccount: '40702810938000012346' })).toEqual([
      ['settlementAccount', 'v:accountKey'],
    ]);
    expect(issues({ ...company, correspondentAccount: '3010181040000000022' })).toEqual([
      ['correspondentAccount', 'v:accountFormat'],
    ]);
    // the bank's fields go together
    expect(issues({ ...company, bankName: '', correspondentAccount: '' })).toEqual([
      ['bankName', 'v:required'],
      ['correspondentAccount', 'v:required'],
    ]);
    expect(issues({ ...company, legalName: ' ', address: '' })).toEqual([
      ['legalName', 'v:required'],
      ['address', 'v:required'],
    ]);
  });
});
