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

const text = (max: number) => z.string(v('stringExpected')).trim().max(max, v('tooLong'));
/** A number typed with spaces ("7707 083893", "4070 2810 …") is kept as its digits. */
const digits = (max: number) =>
  z
    .string(v('stringExpected'))
    .max(max * 2, v('tooLong'))
    .transform((value) => value.replace(/\s+/g, ''));

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
});
export type OrganizerRequisitesPage = z.infer<typeof organizerRequisitesPageSchema>;
