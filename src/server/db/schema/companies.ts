import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../../../shared/domain/company-permissions.js';
import { persons, users } from './accounts.js';
import { corporateLeads } from './content.js';
import { tenants } from './tenants.js';

/*
 * The corporate cabinet (issue 19, ADR 031): a company registers and pays for its employees. A company is
 * created by the tenant's support, from a lead of /corp-client or from nothing; its users are admins or
 * managers; its employees are people the company lists, each of whom may link their own account (and then
 * keeps their own profile: the company sees only what a registration needs, once the employee consents).
 */

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The name people use ("Ромашка"); the legal name is on the requisites. */
    name: text('name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    /** Requisites, checked by shared/domain/requisites.ts (INN, KPP, OGRN, BIK and accounts). */
    inn: text('inn').notNull().default(''),
    kpp: text('kpp').notNull().default(''),
    ogrn: text('ogrn').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    postalAddress: text('postal_address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bic: text('bic').notNull().default(''),
    settlementAccount: text('settlement_account').notNull().default(''),
    correspondentAccount: text('correspondent_account').notNull().default(''),
    /** The /corp-client lead it was made from (support, issue 19 item 9); one company per lead. */
    leadId: integer('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('companies_id_tenant_unique').on(t.id, t.tenantId),
    uniqueIndex('companies_lead_unique')
      .on(t.tenantId, t.leadId)
      .where(sql`${t.leadId} is not null`),
    foreignKey({
      name: 'companies_lead_fk',
      columns: [t.leadId],
      foreignColumns: [corporateLeads.id],
    }).onDelete('set null'),
    check('companies_name_check', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** The people the company names for organizers and support to reach (issue 19 item 5). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [
    index('company_contacts_company_idx').on(t.tenantId, t.companyId),
    foreignKey({
      name: 'company_contacts_company_tenant_fk',
      columns: [t.companyId, t.tenantId],
      foreignColumns: [companies.id, companies.tenantId],
    }).onDelete('cascade'),
  ],
);

/**
 * The company's users and their role (admin: everything, users included; manager: employees, registrations
 * and reports). A user added by e-mail who has no account yet gets an invitation (`company_invitations`).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_unique').on(t.tenantId, t.companyId, t.userId),
    index('company_members_user_idx').on(t.tenantId, t.userId),
    check('company_members_role_check', sql`${t.role} in ('admin', 'manager')`),
    foreignKey({
      name: 'company_members_company_tenant_fk',
      columns: [t.companyId, t.tenantId],
      foreignColumns: [companies.id, companies.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'company_members_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

/** A company user invited by e-mail before they had an account: accepted when they sign in by its link. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    companyId: integer('company_id').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    /** SHA-256 (hex) of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('company_invitations_open_unique')
      .on(t.tenantId, t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null`),
    check('company_invitations_role_check', sql`${t.role} in ('admin', 'manager')`),
    foreignKey({
      name: 'company_invitations_company_tenant_fk',
      columns: [t.companyId, t.tenantId],
      foreignColumns: [companies.id, companies.tenantId],
    }).onDelete('cascade'),
  ],
);

/**
 * An employee as the company lists them (issue 19 item 6). The company types what a registration needs;
 * once the employee links their account (the mailed invitation) and consents, registrations use their own
 * profile (`person_id`) and the company sees only its names, gender, birth date and e-mail.
 */
export const companyEmployees = pgTable(
  'company_employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    companyId: integer('company_id').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    patronymic: text('patronymic').notNull().default(''),
    gender: text('gender').$type<'male' | 'female'>(),
    birthDate: date('birth_date'),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    /** The company's own reference (a personnel number, a department). */
    note: text('note').notNull().default(''),
    /** SHA-256 (hex) of the token in the invitation to link an account; null once linked or never sent. */
    invitationHash: text('invitation_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The linked account and its own profile; consent to share what a registration needs. */
    userId: integer('user_id'),
    personId: integer('person_id'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed from the list; kept for the reports of entries already made. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    unique('company_employees_id_tenant_unique').on(t.id, t.tenantId),
    index('company_employees_company_idx').on(t.tenantId, t.companyId, t.lastName, t.firstName),
    uniqueIndex('company_employees_email_unique')
      .on(t.tenantId, t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.removedAt} is null`),
    uniqueIndex('company_employees_user_unique')
      .on(t.tenantId, t.companyId, t.userId)
      .where(sql`${t.userId} is not null and ${t.removedAt} is null`),
    uniqueIndex('company_employees_invitation_unique')
      .on(t.invitationHash)
      .where(sql`${t.invitationHash} is not null`),
    check('company_employees_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    check(
      'company_employees_names_check',
      sql`char_length(${t.lastName}) between 1 and 100 and char_length(${t.firstName}) between 1 and 100`,
    ),
    foreignKey({
      name: 'company_employees_company_tenant_fk',
      columns: [t.companyId, t.tenantId],
      foreignColumns: [companies.id, companies.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'company_employees_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('set null'),
    foreignKey({
      name: 'company_employees_person_fk',
      columns: [t.personId],
      foreignColumns: [persons.id],
    }).onDelete('set null'),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyEmployeeRow = typeof companyEmployees.$inferSelect;
