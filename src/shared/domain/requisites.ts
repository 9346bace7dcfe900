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
