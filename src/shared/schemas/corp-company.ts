import { z } from 'zod';
import { COMPANY_ROLES } from '../domain/company-permissions.js';
import { addValidationMessages, v } from '../validation-messages.js';
import { emailSchema } from './auth.js';
import { blankOr } from './blank-or.js';
import { checkRequisites, requisiteDigits, requisiteText } from './cabinet-organizer.js';

/*
 * A company in the corporate cabinet (issue 19 items 5 and 9, ADR 031): the user's companies, the profile
 * with its requisites (checked as an organizer's: cabinet-organizer.ts's checkRequisites), its contact
 * people, its users (admins and managers, added by e-mail: an account of the tenant at once, anybody else by
 * a mailed invitation), and support's leads of /corp-client turned into companies.
 *
 *   GET    /api/corp/me                                          → corpMeSchema
 *   GET    /api/corp/companies/:companyId                        → companyPageSchema        (company.view)
 *   PUT    /api/corp/companies/:companyId ← companyProfileSchema → companyPageSchema        (company.edit)
 *   POST   /api/corp/companies/:companyId/contacts ← companyContactInputSchema → companyContactSchema (201)
 *   PUT    /api/corp/companies/:companyId/contacts/:contactId ← companyContactInputSchema → companyContactSchema
 *   DELETE /api/corp/companies/:companyId/contacts/:contactId   → 204                      (company.edit)
 *   GET    /api/corp/companies/:companyId/users                  → companyUsersSchema       (users.manage)
 *   POST   /api/corp/companies/:companyId/users ← addCompanyUserSchema → addCompanyUserResultSchema (201)
 *   PUT    /api/corp/companies/:companyId/users/:userId ← companyUserRoleSchema → companyUserSchema
 *   DELETE /api/corp/companies/:companyId/users/:userId         → 204 (409 LAST_COMPANY_ADMIN)
 *   DELETE /api/corp/companies/:companyId/invitations/:invitationId → 204
 *   GET    /api/corp/invitations/:token                          → companyInvitationSchema (404 COMPANY_INVITATION_INVALID)
 *   POST   /api/corp/invitations/:token/accept                   → acceptedInvitationSchema
 *          (403 COMPANY_INVITATION_OTHER_EMAIL: the signed-in account's e-mail is not the invited one)
 *   GET    /api/corp/leads                                       → corpLeadsSchema (support only)
 *   POST   /api/corp/leads/:leadId/company ← createCompanySchema → createdCompanySchema (201; 409 LEAD_HAS_COMPANY)
 *   POST   /api/corp/companies ← createCompanySchema             → createdCompanySchema (201; support only)
 */

/** The messages of this module's rules (the server words its field refusals with them too). */
export const corpv = addValidationMessages({
  corpPhoneFormat: {
    en: 'Digits, spaces, +, -, brackets; e.g. +7 495 123-45-67',
    ru: 'Цифры, пробелы, +, -, скобки; например, +7 495 123-45-67',
  },
  corpContactWay: {
    en: 'Give an e-mail or a phone to reach this person',
    ru: 'Укажите e-mail или телефон, чтобы с этим человеком можно было связаться',
  },
  corpRoleRequired: { en: 'Choose a role', ru: 'Выберите роль' },
});

export const COMPANY_PROFILE_FIELDS = [
  'name',
  'legalName',
  'inn',
  'kpp',
  'ogrn',
  'legalAddress',
  'postalAddress',
  'bankName',
  'bic',
  'settlementAccount',
  'correspondentAccount',
] as const;
export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];

/** The company's name people use: required, 1–200 characters. */
const companyNameSchema = requisiteText(200).min(1, v('required'));

export const companyProfileSchema = z
  .object({
    name: companyNameSchema,
    legalName: requisiteText(300),
    inn: requisiteDigits(12),
    kpp: requisiteDigits(9).transform((kpp) => kpp.toUpperCase()),
    ogrn: requisiteDigits(15),
    legalAddress: requisiteText(300),
    postalAddress: requisiteText(300),
    bankName: requisiteText(200),
    bic: requisiteDigits(9),
    settlementAccount: requisiteDigits(20),
    correspondentAccount: requisiteDigits(20),
  })
  .superRefine((r, ctx) => {
    const issue = (path: CompanyProfileField, message: { error: string }) =>
      ctx.addIssue({ code: 'custom', path: [path], message: message.error });
    // an invoice names the company as its payer: its legal name, INN and legal address
    for (const field of ['legalName', 'inn', 'legalAddress'] as const) {
      if (r[field] === '') issue(field, v('required'));
    }
    checkRequisites(r, issue);
  });
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfile = z.output<typeof companyProfileSchema>;

const companyRoleSchema = z.enum(COMPANY_ROLES, corpv('corpRoleRequired'));
const cabinetRoleSchema = z.enum([...COMPANY_ROLES, 'support']);

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const corpMeSchema = z.object({
  /**
   * The companies the user may open, by name, with their role there: their own memberships; for support,
   * every company of the tenant (as 'support' where they are no member).
   */
  companies: z.array(companyRefSchema.extend({ role: cabinetRoleSchema })),
  /** The user is the tenant's support (the Administrator role): leads and new companies. */
  support: z.boolean(),
});
export type CorpMe = z.infer<typeof corpMeSchema>;
export type CorpCompany = CorpMe['companies'][number];

export const companyContactInputSchema = z
  .object({
    name: requisiteText(200).min(1, v('required')),
    position: requisiteText(200),
    email: blankOr(emailSchema),
    phone: requisiteText(40).refine(
      (value) => value === '' || /^\+?[\d\s()-]{5,40}$/.test(value),
      corpv('corpPhoneFormat'),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.email === '' && c.phone === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: corpv('corpContactWay').error });
    }
  });
export type CompanyContactInput = z.input<typeof companyContactInputSchema>;
export type CompanyContactValues = z.output<typeof companyContactInputSchema>;

export const companyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyPageSchema = z.object({
  company: companyRefSchema,
  role: cabinetRoleSchema,
  profile: z.object(
    Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, z.string()])) as Record<
      CompanyProfileField,
      z.ZodString
    >,
  ),
  contacts: z.array(companyContactSchema),
  /** The user may edit the profile and the contacts (admin, support). */
  canEdit: z.boolean(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyUserRoleSchema = z.object({ role: companyRoleSchema });
export type CompanyUserRoleChange = z.infer<typeof companyUserRoleSchema>;

export const addCompanyUserSchema = companyUserRoleSchema.extend({ email: emailSchema });
export type AddCompanyUser = z.input<typeof addCompanyUserSchema>;

export const companyUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  /** The account's name; the e-mail when the profile has none. */
  name: z.string(),
  role: companyRoleSchema,
  /** ISO date-time the user was added. */
  since: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyInvitationRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: companyRoleSchema,
  /** ISO date-time the invitation was (last) sent. */
  sentAt: z.string(),
});
export type CompanyInvitationRow = z.infer<typeof companyInvitationRowSchema>;

export const companyUsersSchema = z.object({
  company: companyRefSchema,
  /** Admins first, then managers; by name within a role. */
  users: z.array(companyUserSchema),
  /** Invitations not accepted yet, newest first. */
  invitations: z.array(companyInvitationRowSchema),
  /** The signed-in user's own id: the screen marks their row ("you"). */
  self: z.number().int(),
});
export type CompanyUsers = z.infer<typeof companyUsersSchema>;

/** Adding by e-mail: an account of the tenant became a user at once, or an invitation was mailed. */
export const addCompanyUserResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('member'), user: companyUserSchema }),
  z.object({ outcome: z.literal('invited'), invitation: companyInvitationRowSchema }),
]);
export type AddCompanyUserResult = z.infer<typeof addCompanyUserResultSchema>;

/** An invitation's token in a path: any text (an unknown one is a 404, not a 400). */
export const invitationTokenSchema = z.string().min(1).max(200);

export const companyInvitationSchema = z.object({
  company: z.object({ name: z.string() }),
  email: z.string(),
  role: companyRoleSchema,
  /** The signed-in account's e-mail is the invited one: it may accept. */
  yours: z.boolean(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const acceptedInvitationSchema = z.object({ company: companyRefSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const corpLeadSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  employees: z.string(),
  interests: z.array(z.string()),
  message: z.string(),
  createdAt: z.string(),
  /** The company made from it; null while none is. */
  companyId: z.number().int().nullable(),
});
export type CorpLead = z.infer<typeof corpLeadSchema>;

export const corpLeadsSchema = z.object({ leads: z.array(corpLeadSchema) });
export type CorpLeads = z.infer<typeof corpLeadsSchema>;

/** Support creates a company (from a lead or from nothing) and names its first admin by e-mail. */
export const createCompanySchema = z.object({ name: companyNameSchema, adminEmail: emailSchema });
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompany = z.output<typeof createCompanySchema>;

export const createdCompanySchema = z.object({
  company: companyRefSchema,
  /** The first admin: added at once (an account of the tenant) or invited by mail. */
  admin: z.enum(['member', 'invited']),
});
export type CreatedCompany = z.infer<typeof createdCompanySchema>;
