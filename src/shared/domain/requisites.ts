/*
 * Russian taxpayer requisites a payer by bank details gives (issue 16): the INN (ИНН) of a company (10
 * digits) or of a sole trader (ИП, 12 digits) with its check digits, and a company's KPP (КПП). The rules
 * are the Federal Tax Service's (order of 29.06.2012 № ММВ-7-6/435@ for the INN's check digits).
 */

const INN_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit of `digits` under `weights`: the weighted sum modulo 11, then modulo 10. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

export type InnProblem = 'format' | 'checksum';

/**
 * What is wrong with an INN: not 10 or 12 digits ('format'), or a check digit that does not match
 * ('checksum'); null for a valid one and for an empty one (which "required" answers).
 */
export function innProblem(inn: string): InnProblem | null {
  if (inn === '') return null;
  if (!/^(\d{10}|\d{12})$/.test(inn)) return 'format';
  const digits = [...inn].map(Number);
  const valid =
    digits.length === 10
      ? checkDigit(digits, INN_10) === digits[9]
      : checkDigit(digits, INN_12_FIRST) === digits[10] && checkDigit(digits, INN_12_SECOND) === digits[11];
  return valid ? null : 'checksum';
}

/** A sole trader's (or a person's) INN has 12 digits; a company's 10. */
export function isSoleTraderInn(inn: string): boolean {
  return inn.length === 12;
}

/** A KPP: 4 digits (the tax office), 2 digits or capital Latin letters (the reason), 3 digits. */
export function isKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

export type OgrnProblem = 'format' | 'checksum';

/** `digits` (a string of digits) modulo `m`, digit by digit: 14 digits overflow a double's exact range. */
function modulo(digits: string, m: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % m;
  return rest;
}

/**
 * What is wrong with an OGRN (ОГРН, a company's: 13 digits) or an OGRNIP (ОГРНИП, a sole trader's: 15):
 * not 13 or 15 digits ('format'), or a control digit that does not match ('checksum': the number of the
 * first 12 digits modulo 11, or of the first 14 modulo 13, then its last digit); null for a valid or an
 * empty one.
 */
export function ogrnProblem(ogrn: string): OgrnProblem | null {
  if (ogrn === '') return null;
  if (!/^(\d{13}|\d{15})$/.test(ogrn)) return 'format';
  const body = ogrn.slice(0, -1);
  const control = modulo(body, ogrn.length === 13 ? 11 : 13) % 10;
  return control === Number(ogrn.at(-1)) ? null : 'checksum';
}

/** A BIK (БИК) of a Russian bank: 9 digits. */
export function isBik(bik: string): boolean {
  return /^\d{9}$/.test(bik);
}

export type AccountProblem = 'format' | 'key';

const ACCOUNT_WEIGHTS = [7, 1, 3];

/**
 * What is wrong with a bank account of 20 digits: not 20 digits ('format'), or a control key that does not
 * match the bank's BIK ('key'; the Central Bank's rule of 08.09.1997 № 515): the 23 digits of a key taken
 * from the BIK and the account, weighted 7, 1, 3, …, must sum to a multiple of 10. The key of a
 * settlement account (`settlement`) is the BIK's last three digits — "0" and its 5th and 6th digits for a
 * settlement centre of the Bank of Russia (a BIK ending in 000, 001 or 002); of a correspondent account
 * (`correspondent`) always "0" and the 5th and 6th digits. The key is not checked without a valid BIK;
 * null for a valid or an empty account.
 */
export function accountProblem(
  account: string,
  bik: string,
  kind: 'settlement' | 'correspondent',
): AccountProblem | null {
  if (account === '') return null;
  if (!/^\d{20}$/.test(account)) return 'format';
  if (!isBik(bik)) return null;
  const centre = `0${bik.slice(4, 6)}`;
  const key = kind === 'correspondent' || /^00[012]$/.test(bik.slice(6)) ? centre : bik.slice(6);
  const sum = [...`${key}${account}`].reduce(
    (total, digit, i) => total + Number(digit) * ACCOUNT_WEIGHTS[i % 3]!,
    0,
  );
  return sum % 10 === 0 ? null : 'key';
}
