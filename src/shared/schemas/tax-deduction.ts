import { z } from 'zod';
import type { Language } from '../constants.js';
import { innProblem, isSoleTraderInn } from '../domain/requisites.js';
import { TAX_CERTIFICATE_STATES, TAX_DEDUCTION_FIRST_YEAR } from '../domain/tax-deduction.js';
import { addValidationMessages, v } from '../validation-messages.js';
import { personNameSchema } from './auth.js';
import { moneySchema } from './money.js';
import { birthDateSchema } from './profile.js';
import { PARTICIPANT_OPTIONS, PAYER_OPTIONS } from './registration.js';
import { rowIdSchema } from './row-id.js';

/*
 * The tax deduction for sports services (issue 19, ADR 030; SPEC §2 /tax-deduction, §3 payer and
 * participant options).
 *
 *   GET  /api/tax-deduction                              → taxDeductionPageSchema: the account's paid entries
 *                                                          by year, its children, its certificates
 *   POST /api/tax-deduction/requests                     ← taxDeductionRequestSchema → taxRequestAnswerSchema
 *   POST /api/tax-deduction/certificates/:id/reissue     → taxCertificateSchema (an outdated one, anew)
 *   GET  /api/tax-deduction/certificates/:id/certificate.pdf   the certificate (its owner; the organizer's
 *                                                          staff and support, as in the cabinet)
 *   GET  /api/cabinet/tax-certificates                   → cabinetTaxOrganizersSchema
 *   GET  /api/cabinet/organizers/:id/tax-certificates    → cabinetTaxCertificatesSchema
 *   POST /api/cabinet/organizers/:id/tax-certificates/:certificateId/reissue → taxCertificateSchema
 */

/**
 * The messages of this module's rules, loaded with it (the form's rules load when it first validates); the
 * server words its own field refusals of a request with them too.
 */
export const tv = addValidationMessages({
  taxYear: {
    en: `Choose a year from ${TAX_DEDUCTION_FIRST_YEAR} to this one`,
    ru: `Выберите год с ${TAX_DEDUCTION_FIRST_YEAR} по текущий`,
  },
  taxInnRequired: { en: "Enter the payer's INN", ru: 'Укажите ИНН плательщика' },
  taxInnPersonal: {
    en: "A person's INN has 12 digits",
    ru: 'ИНН физического лица состоит из 12 цифр',
  },
  taxChildRequired: { en: 'Choose the child', ru: 'Выберите ребёнка' },
  taxYearFuture: {
    en: 'This year has not come yet: choose this year or an earlier one',
    ru: 'Этот год ещё не наступил: выберите текущий или более ранний',
  },
  taxChildUnknown: {
    en: 'There is no such child in your family group: choose one from the list',
    ru: 'Такого ребёнка нет в вашей семейной группе: выберите из списка',
  },
  taxChildTooOld: {
    en: 'The deduction is given for children under 24: this relative was older that year',
    ru: 'Вычет дают за детей младше 24 лет: в этом году родственник был старше',
  },
  taxSpouseForSelf: {
    en: 'Your spouse can claim the deduction only for your children: for your own entries, you are the payer',
    ru: 'Супруг(а) получает вычет только за ваших детей: за ваше участие плательщик — вы',
  },
} satisfies Record<string, Record<Language, string>>);

/** A person's INN: 12 digits with both check digits right (shared/domain/requisites.ts). */
export const personalInnSchema = z
  .string(tv('taxInnRequired'))
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .superRefine((inn, ctx) => {
    if (inn === '') return ctx.addIssue({ code: 'custom', message: tv('taxInnRequired').error });
    const problem = innProblem(inn);
    if (problem === 'format' || (problem === null && !isSoleTraderInn(inn))) {
      ctx.addIssue({ code: 'custom', message: tv('taxInnPersonal').error });
    } else if (problem === 'checksum') {
      ctx.addIssue({ code: 'custom', message: v('innChecksum').error });
    }
  });

/** The spouse who claims the deduction, as the certificate names them. */
const spouseSchema = z.object({
  lastName: personNameSchema,
  firstName: personNameSchema,
  patronymic: z.union([z.literal(''), personNameSchema]).default(''),
  birthDate: birthDateSchema,
});
export type TaxSpouse = z.output<typeof spouseSchema>;

/** What the form holds of the spouse (all of it blank while the payer is the account holder). */
const spouseFormSchema = z
  .object({
    lastName: z.string(),
    firstName: z.string(),
    patronymic: z.string(),
    birthDate: z.string(),
  })
  .partial();

/**
 * A request: the year, who claims (the account holder or their spouse, with the spouse's name and birth
 * date), the claimant's INN, and whose services (the account holder's own, or a child's from the family
 * group). A spouse claims for the children only (the deduction covers the taxpayer's own services and
 * their children's).
 */
export const taxDeductionRequestSchema = z
  .object({
    year: z.coerce
      .number(tv('taxYear'))
      .int(tv('taxYear'))
      .min(TAX_DEDUCTION_FIRST_YEAR, tv('taxYear'))
      .max(2100, tv('taxYear')),
    payer: z.enum(PAYER_OPTIONS),
    payerInn: personalInnSchema,
    // null: what the form's own parse of this schema sends while the payer is the account holder
    spouse: spouseFormSchema.nullable().optional(),
    participant: z.enum(PARTICIPANT_OPTIONS),
    childId: z.union([z.literal(''), z.null(), rowIdSchema]).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.payer === 'SPOUSE') {
      const spouse = spouseSchema.safeParse(request.spouse ?? {});
      for (const issue of spouse.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['spouse', ...issue.path] });
      }
      if (request.participant === 'MY_SELF') {
        ctx.addIssue({ code: 'custom', message: tv('taxSpouseForSelf').error, path: ['participant'] });
      }
    }
    if (request.participant === 'KIDS' && typeof request.childId !== 'number') {
      ctx.addIssue({ code: 'custom', message: tv('taxChildRequired').error, path: ['childId'] });
    }
  })
  .transform((request) => ({
    year: request.year,
    payer: request.payer,
    payerInn: request.payerInn,
    spouse: request.payer === 'SPOUSE' ? spouseSchema.parse(request.spouse ?? {}) : null,
    participant: request.participant,
    childId: request.participant === 'KIDS' && typeof request.childId === 'number' ? request.childId : null,
  }));
export type TaxDeductionRequestInput = z.input<typeof taxDeductionRequestSchema>;
export type TaxDeductionRequest = z.output<typeof taxDeductionRequestSchema>;

/** A certificate as its runner, and the organizer's staff, see it. */
export const taxCertificateSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  /** 0: the first; 1, 2 …: the corrections that replaced it. */
  correction: z.number().int(),
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  payer: z.object({ kind: z.enum(PAYER_OPTIONS), name: z.string(), inn: z.string() }),
  participant: z.object({ kind: z.enum(PARTICIPANT_OPTIONS), name: z.string() }),
  amount: moneySchema,
  /** What it would say now: differs from `amount` after a refund or a further payment (state outdated). */
  currentAmount: moneySchema,
  state: z.enum(TAX_CERTIFICATE_STATES),
  issuedAt: z.string(),
  /** Issued by the organizer's staff or support (a reissue), not at the runner's request. */
  byStaff: z.boolean(),
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

/** A paid entry of the account: whose, which order and organizer, what it counts for the year. */
const taxEntrySchema = z.object({
  orderNumber: z.string(),
  event: z.string(),
  paidAt: z.string(),
  amount: moneySchema,
  participant: z.object({ kind: z.enum(PARTICIPANT_OPTIONS), id: z.number().int(), name: z.string() }),
  /** Whether the organizer is in the official list (and so issues certificates). */
  organizer: z.object({ id: z.number().int().nullable(), name: z.string(), listed: z.boolean() }),
});
export type TaxEntry = z.infer<typeof taxEntrySchema>;

export const taxDeductionPageSchema = z.object({
  /** The years a request may name, the latest first. */
  years: z.array(z.number().int()),
  /** The account holder as a certificate names them; `complete` once the name and birth date are known. */
  self: z.object({ name: z.string(), complete: z.boolean() }),
  /** The family group's members who can be children for the deduction (by age) in some offered year. */
  children: z.array(z.object({ id: z.number().int(), name: z.string(), birthDate: z.string().nullable() })),
  /** Paid entries by year (payment year, Moscow time), the latest year first. */
  paid: z.array(z.object({ year: z.number().int(), entries: z.array(taxEntrySchema) })),
  certificates: z.array(taxCertificateSchema),
});
export type TaxDeductionPage = z.infer<typeof taxDeductionPageSchema>;

export const taxRequestAnswerSchema = z.object({ certificates: z.array(taxCertificateSchema) });
export type TaxRequestAnswer = z.infer<typeof taxRequestAnswerSchema>;

/** The organizers whose certificates a cabinet user sees, with how many live certificates each issued. */
export const cabinetTaxOrganizersSchema = z.object({
  organizers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      listed: z.boolean(),
      certificates: z.number().int(),
    }),
  ),
});
export type CabinetTaxOrganizers = z.infer<typeof cabinetTaxOrganizersSchema>;

export const cabinetTaxCertificatesSchema = z.object({
  organizer: z.object({ id: z.number().int(), name: z.string(), listed: z.boolean() }),
  certificates: z.array(taxCertificateSchema.extend({ account: z.string() })),
  canReissue: z.boolean(),
});
export type CabinetTaxCertificates = z.infer<typeof cabinetTaxCertificatesSchema>;
