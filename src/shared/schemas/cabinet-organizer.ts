import { z } from 'zod';
import { cv } from '../cabinet-validation-messages.js';
import {
  accountProblem,
  innProblem,
  isBik,
  isKpp,
  isSoleTraderInn,
  ogrnProblem,
} from '../domain/requisites.js';
import { v } from '../validation-messages.js';

/*
 * The organizer's requisites in the cabinet (issue 18, ADR 022 addendum): the legal entity its invoices by
 * bank details are made out from and the account they are paid into (invoice-pdf.ts; the event page shows
 * them too). They belong to the organizer, not to an event. Viewing: 'requisites.view' (owner, manager,
 * support); saving: 'requisites.edit' (the owner).
 *
 *   GET /api/cabinet/organizers/:id/requisites                              → organizerRequisitesPageSchema
 *   PUT /api/cabinet/organizers/:id/requisites ← organizerRequisitesSchema → organizerRequisitesPageSchema
 *   PUT /api/cabinet/organizers/:id/tax-deduction-listing ← taxDeductionListingSchema → organizerRequisitesPageSchema
 *       (400: each field's message under its name)
 */

export const REQUISITE_FIELDS = [
  'legalName',
  'inn',
  'kpp',
  'ogrn',
  'address',
  'bankName',
  'bic',
  'settlementAccount',
  'correspondentAccount',
] as const;
export type RequisiteField = (typeof REQUISITE_FIELDS)[number];

/** The bank's fields: all of them or none (none: the organizer takes no payments by bank details). */
const BANK_FIELDS = ['bankName', 'bic', 'settlementAccount', 'correspondentAccount'] as const;

/** A trimmed text of at most `max` characters (the requisites' names and addresses). */
export const requisiteText = (max: number) => z.string(v('stringExpected')).trim().max(max, v('tooLong'));
const text = requisiteText;
/** A number typed with spaces ("7707 083893", "4070 2810 …") is kept as its digits. */
export const requisiteDigits = (max: number) =>
  z
    .string(v('stringExpected'))
    .max(max * 2, v('tooLong'))
    .transform((value) => value.replace(/\s+/g, ''));
const digits = requisiteDigits;

/** The numbers a legal entity's requisites check against each other (INN, KPP, OGRN, the bank's). */
type CheckedRequisites = Record<
  'inn' | 'kpp' | 'ogrn' | 'bankName' | 'bic' | 'settlementAccount' | 'correspondentAccount',
  string
>;

/**
 * The checks of requisites (organizers' here, companies' in corp-company.ts): the INN's check digits, the
 * KPP and OGRN as the INN's entity needs them, the bank's fields all or none, the accounts keyed to the BIK.
 * `issue` reports a field's message.
 */
export function checkRequisites(
  r: CheckedRequisites,
  issue: (field: keyof CheckedRequisites, message: { error: string }) => void,
): void {
  const inn = innProblem(r.inn);
  if (inn) issue('inn', v(inn === 'format' ? 'innFormat' : 'innChecksum'));
  // what a valid INN says of the entity: a company has a KPP and a 13-digit OGRN, a sole trader neither
  const soleTrader = r.inn !== '' && !inn ? isSoleTraderInn(r.inn) : null;
  if (soleTrader && r.kpp !== '') issue('kpp', v('kppSoleTrader'));
  else if (r.kpp !== '' && !isKpp(r.kpp)) issue('kpp', v('kppFormat'));
  else if (soleTrader === false && r.kpp === '') issue('kpp', v('kppRequired'));
  const ogrn = ogrnProblem(r.ogrn);
  if (ogrn) issue('ogrn', cv(ogrn === 'format' ? 'ogrnFormat' : 'ogrnChecksum'));
  else if (r.ogrn !== '' && soleTrader !== null && (r.ogrn.length === 15) !== soleTrader) {
    issue('ogrn', cv(soleTrader ? 'ogrnSoleTrader' : 'ogrnCompany'));
  }
  if (BANK_FIELDS.some((field) => r[field] !== '')) {
    for (const field of BANK_FIELDS) if (r[field] === '') issue(field, v('required'));
  }
  if (r.bic !== '' && !isBik(r.bic)) issue('bic', cv('bikFormat'));
  for (const [field, kind] of [
    ['settlementAccount', 'settlement'],
    ['correspondentAccount', 'correspondent'],
  ] as const) {
    const problem = accountProblem(r[field], r.bic, kind);
    if (problem) issue(field, cv(problem === 'format' ? 'accountFormat' : 'accountKey'));
  }
}

export const organizerRequisitesSchema = z
  .object({
    legalName: text(300),
    inn: digits(12),
    kpp: digits(9).transform((kpp) => kpp.toUpperCase()),
    ogrn: digits(15),
    address: text(300),
    bankName: text(200),
    bic: digits(9),
    settlementAccount: digits(20),
    correspondentAccount: digits(20),
  })
  .superRefine((r, ctx) => {
    const issue = (path: RequisiteField, message: { error: string }) =>
      ctx.addIssue({ code: 'custom', path: [path], message: message.error });
    for (const field of ['legalName', 'inn', 'ogrn', 'address'] as const) {
      if (r[field] === '') issue(field, v('required'));
    }
    checkRequisites(r, issue);
  });
export type OrganizerRequisitesInput = z.input<typeof organizerRequisitesSchema>;
export type OrganizerRequisites = z.output<typeof organizerRequisitesSchema>;

const requisitesValuesSchema = z.object(
  Object.fromEntries(REQUISITE_FIELDS.map((field) => [field, z.string()])) as Record<
    RequisiteField,
    z.ZodString
  >,
);

export const organizerRequisitesPageSchema = z.object({
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  requisites: requisitesValuesSchema,
  /** The user may save them (the owner); everybody else who may see them reads them. */
  canEdit: z.boolean(),
  /** On the Ministry of Sport's list: its certificates count for the tax deduction (ADR 030). */
  taxDeductionListed: z.boolean(),
  /** The user may mark it (the tenant's support). */
  canEditListing: z.boolean(),
});
export type OrganizerRequisitesPage = z.infer<typeof organizerRequisitesPageSchema>;

/** PUT /api/cabinet/organizers/:id/tax-deduction-listing: support marks the organizer on the list, or not. */
export const taxDeductionListingSchema = z.object({ listed: z.boolean() });
export type TaxDeductionListing = z.infer<typeof taxDeductionListingSchema>;
