/*
 * The social tax deduction for sports and fitness services (issue 19, ADR 030): what a certificate of an
 * organizer says a taxpayer paid in a year for one participant's services. Pure rules, shared by the server
 * (which issues and checks certificates) and the web (which shows the amounts before a request).
 *
 * - Only entries count: a race's registration line is the service of taking part in a sports event; the
 *   platform's service fee, insurance premiums and goods are not the organizer's sports services.
 * - Money is what was kept: each payment of the order in the year, less what was refunded of it, shared
 *   between the order's live entries in proportion to their price (after their share of the discount).
 * - The year is the calendar year of the payment in Moscow time (a deduction is for the year it was paid).
 */

/** The deduction exists for payments made from 1 January 2022 (Federal Law of 05.04.2021 № 88-FZ). */
export const TAX_DEDUCTION_FIRST_YEAR = 2022;

/** Years of payments are counted in Moscow time. */
export const TAX_TIME_ZONE = 'Europe/Moscow';

/**
 * A child for the deduction is under 18, or under 24 while studying full time: a relative who was 24 or
 * older on 1 January of the year cannot be one. Study is not something we know, so under 24 is offered.
 */
export const CHILD_AGE_LIMIT = 24;

/** An order as the deduction sees it; amounts in kopecks. */
export interface TaxOrder {
  /** What the order cost in all (its total: lines − discount + service fee). */
  total: number;
  /** The order's discount and the amount it was taken from (the lines without insurance). */
  discount: number;
  discountable: number;
  /** Its registration lines: whose entry, its amount (price × count), and whether the entry still stands. */
  entries: readonly { personId: number; amount: number; live: boolean }[];
  /** Its payments that went through (succeeded or since refunded): the amount, what came back, when. */
  payments: readonly { amount: number; refunded: number; paidAt: Date }[];
  /** When the order was marked paid: an order paid outside the providers has no payment rows. */
  paidAt: Date | null;
}

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TAX_TIME_ZONE, year: 'numeric' });

/** The calendar year of an instant in Moscow. */
export function taxYearOf(instant: Date): number {
  return Number(yearFormat.format(instant));
}

/** `a × b / c` rounded half up, in integers (a product of two amounts in kopecks can pass 2^53). */
function mulDiv(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  const big = BigInt(a) * BigInt(b);
  const quotient = (big * 2n + BigInt(c)) / (2n * BigInt(c));
  return Number(quotient);
}

/** The payments of an order; one paid in full on `paidAt` when it was marked paid without any. */
function paymentsOf(order: TaxOrder): TaxOrder['payments'] {
  if (order.payments.length > 0 || order.paidAt === null) return order.payments;
  return [{ amount: order.total, refunded: 0, paidAt: order.paidAt }];
}

/** The years (Moscow time) in which something of the order was paid and kept. */
export function taxYearsOf(order: TaxOrder): number[] {
  const years = paymentsOf(order)
    .filter((p) => p.amount > p.refunded)
    .map((p) => taxYearOf(p.paidAt));
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The price of a person's live entries in the order, less their share of the order's discount. */
export function entriesAmount(order: TaxOrder, personId: number): number {
  const price = order.entries
    .filter((e) => e.live && e.personId === personId)
    .reduce((sum, e) => sum + e.amount, 0);
  if (price === 0) return 0;
  const discount = Math.min(mulDiv(order.discount, price, order.discountable), price);
  return price - discount;
}

/**
 * What a certificate counts of one order for one participant and year: the participant's entries' share
 * of the money kept from the order's payments of that year. The share is taken of the order's total less
 * its cancelled entries, so an entry cancelled and refunded lowers nobody else's amount; it never exceeds
 * the entries' own price.
 */
export function participantAmount(order: TaxOrder, personId: number, year: number): number {
  const own = entriesAmount(order, personId);
  if (own === 0) return 0;
  const kept = paymentsOf(order)
    .filter((p) => taxYearOf(p.paidAt) === year)
    .reduce((sum, p) => sum + Math.max(p.amount - p.refunded, 0), 0);
  const cancelled = order.entries.filter((e) => !e.live).reduce((sum, e) => sum + e.amount, 0);
  const base = order.total - cancelled;
  if (base <= 0) return 0;
  return Math.min(own, mulDiv(own, kept, base));
}

/** Whether a relative born on `birthDate` (YYYY-MM-DD) can be a child for the deduction of `year`. */
export function isChildInYear(birthDate: string | null, year: number): boolean {
  if (!birthDate) return true;
  const [born = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  // the age on 1 January of the year: a birthday on 1 January counts as had
  const age = year - born - (month > 1 || day > 1 ? 1 : 0);
  return age < CHILD_AGE_LIMIT;
}

/** A certificate's state: as issued, outdated by a later refund or payment, or replaced by a newer one. */
export const TAX_CERTIFICATE_STATES = ['issued', 'outdated', 'replaced'] as const;
export type TaxCertificateState = (typeof TAX_CERTIFICATE_STATES)[number];

export function certificateState(
  issuedAmount: number,
  currentAmount: number,
  replaced: boolean,
): TaxCertificateState {
  if (replaced) return 'replaced';
  return issuedAmount === currentAmount ? 'issued' : 'outdated';
}

/** The years a request may name: from the first year of the deduction to the current one. */
export function taxYearsOffered(now: Date): number[] {
  const last = taxYearOf(now);
  return Array.from({ length: last - TAX_DEDUCTION_FIRST_YEAR + 1 }, (_, i) => last - i);
}
