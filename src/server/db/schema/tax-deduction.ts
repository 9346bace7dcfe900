import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/constants.js';
import type { ParticipantOption, PayerOption } from '../../../shared/schemas/registration.js';
import { persons, users } from './accounts.js';
import { organizers } from './reference.js';
import { tenants } from './tenants.js';

/*
 * The tax deduction for sports services (issue 19, ADR 030): a runner's request for a year and a
 * participant, and the certificates it made, one per organizer of the official list that was paid. A
 * certificate is a document: it keeps what it printed (requisites, names, the amount and the orders it
 * counted), and a later change makes a new correction of it (same number, next correction) instead of
 * editing it.
 */

/** The people a certificate names, as they were when it was issued. */
export interface TaxPersonSnapshot {
  lastName: string;
  firstName: string;
  patronymic: string;
  /** YYYY-MM-DD, or '' when unknown. */
  birthDate: string;
}

/** The organizer a certificate is issued by, as it was then. */
export interface TaxOrganizerSnapshot {
  name: string;
  legalName: string;
  inn: string;
  kpp: string;
  address: string;
}

/** An order a certificate counted: its number, event, when it was paid and what it counted of it. */
export interface TaxBasisLine {
  orderNumber: string;
  event: string;
  amount: number;
}

/** One request per account, year and participant: asking again corrects its certificates. */
export const taxDeductionRequests = pgTable(
  'tax_deduction_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    year: smallint('year').notNull(),
    /** SPEC §3's payer option: the account holder or their spouse claims the deduction. */
    payer: text('payer').$type<PayerOption>().notNull(),
    payerInn: text('payer_inn').notNull(),
    /** The taxpayer's name and birth date (the account holder's profile, or the spouse as typed). */
    payerPerson: jsonb('payer_person').$type<TaxPersonSnapshot>().notNull(),
    /** SPEC §3's participant option, and whose services: the account's own person or a child's. */
    participant: text('participant').$type<ParticipantOption>().notNull(),
    /** Null once that person is deleted: the certificates keep the name they printed. */
    participantPersonId: integer('participant_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    /** The language the runner asked in: the mails about its certificates are written in it. */
    language: text('language').$type<Language>().notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_deduction_requests_unique').on(t.tenantId, t.userId, t.year, t.participantPersonId),
    check('tax_deduction_requests_payer_check', sql`${t.payer} in ('MY_SELF', 'SPOUSE')`),
    check('tax_deduction_requests_participant_check', sql`${t.participant} in ('MY_SELF', 'KIDS')`),
    check('tax_deduction_requests_year_check', sql`${t.year} between 2022 and 2100`),
    foreignKey({
      name: 'tax_deduction_requests_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

/**
 * The last certificate number an organizer gave in a year. Taking a number is an upsert of this row in the
 * issuing transaction: its row lock orders concurrent issues, and a rolled back issue gives its number back.
 */
export const taxCertificateNumbers = pgTable(
  'tax_certificate_numbers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizerId: integer('organizer_id').notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'tax_certificate_numbers_pk', columns: [t.tenantId, t.organizerId, t.year] }),
    foreignKey({
      name: 'tax_certificate_numbers_organizer_tenant_fk',
      columns: [t.organizerId, t.tenantId],
      foreignColumns: [organizers.id, organizers.tenantId],
    }).onDelete('cascade'),
  ],
);

/** A certificate of an organizer for a request; `replacedAt` is set when a correction replaces it. */
export const taxCertificates = pgTable(
  'tax_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    requestId: integer('request_id').notNull(),
    organizerId: integer('organizer_id').notNull(),
    year: smallint('year').notNull(),
    /** The organizer's number of the year; a correction keeps it. */
    number: integer('number').notNull(),
    /** 0 for the first certificate of a number, then 1, 2 … for each correction. */
    correction: smallint('correction').notNull().default(0),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    organizer: jsonb('organizer').$type<TaxOrganizerSnapshot>().notNull(),
    payer: jsonb('payer').$type<TaxPersonSnapshot & { inn: string }>().notNull(),
    participant: jsonb('participant').$type<TaxPersonSnapshot>().notNull(),
    /** Whether the taxpayer is the participant (the form's «являются одним лицом»). */
    payerIsParticipant: boolean('payer_is_participant').notNull(),
    basis: jsonb('basis').$type<TaxBasisLine[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who issued it: `user:12` (the runner's request), `owner:5`, `manager:7`, `support:3` (a reissue). */
    issuedBy: text('issued_by').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tax_certificates_number_unique').on(
      t.tenantId,
      t.organizerId,
      t.year,
      t.number,
      t.correction,
    ),
    /** A request has one live certificate per organizer. */
    uniqueIndex('tax_certificates_live_unique')
      .on(t.tenantId, t.requestId, t.organizerId)
      .where(sql`${t.replacedAt} is null`),
    index('tax_certificates_organizer_idx').on(t.tenantId, t.organizerId, t.issuedAt),
    check('tax_certificates_amount_check', sql`${t.amount} > 0`),
    check('tax_certificates_number_check', sql`${t.number} > 0 and ${t.correction} >= 0`),
    foreignKey({
      name: 'tax_certificates_request_fk',
      columns: [t.requestId],
      foreignColumns: [taxDeductionRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tax_certificates_organizer_tenant_fk',
      columns: [t.organizerId, t.tenantId],
      foreignColumns: [organizers.id, organizers.tenantId],
    }).onDelete('cascade'),
  ],
);

export type TaxDeductionRequestRow = typeof taxDeductionRequests.$inferSelect;
export type TaxCertificateRow = typeof taxCertificates.$inferSelect;
