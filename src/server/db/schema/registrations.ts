import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { persons, users } from './accounts.js';
import { events } from './events.js';
import { orders } from './orders.js';
import { races } from './races.js';
import { companyEmployees } from './companies.js';
import { clubs } from './reference.js';
import { tenants } from './tenants.js';

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A registration for a race of an event. Confirmed ones, and pending ones whose hold has not expired, take
 * a place and make the start list. A pending hold past `expires_at` takes no place whether or not the
 * sweeper has marked it expired yet.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    raceId: integer('race_id'),
    status: text('status').$type<RegistrationStatus>().notNull().default('pending'),
    /** End of the hold of a pending registration; null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bib: text('bib'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender').$type<'male' | 'female'>(),
    birthDate: date('birth_date'),
    cityName: text('city_name'),
    clubId: integer('club_id'),
    /** Who takes part (a profile), and the account that registered them; null for imported start lists. */
    personId: integer('person_id'),
    userId: integer('user_id'),
    /** Admission checks (SPEC §3): not-required | required | checking | approved | rejected. */
    medicalStatus: text('medical_status').notNull().default('not-required'),
    insuranceStatus: text('insurance_status').notNull().default('not-required'),
    identityStatus: text('identity_status').notNull().default('not-required'),
    /** The order that bought the place; null for imported start lists. */
    orderId: integer('order_id'),
    /** Whom the user registered (shared/schemas/registration.ts); null for imported start lists. */
    participantKind: text('participant_kind').$type<'self' | 'relative' | 'friend' | 'teammate'>(),
    /** The pool the place came from (shared/domain/slot-pools.ts). */
    pool: text('pool').$type<'adults' | 'children'>().notNull().default('adults'),
    /** The entry as the race's form asked it (phones, document, address, club). */
    entry: jsonb('entry').$type<Record<string, unknown>>(),
    /** A friend's address, where the invitation went. */
    email: text('email'),
    /** SHA-256 (hex) of the token in a friend's invitation link; the link opens the entry (issue 14). */
    invitationHash: text('invitation_hash'),
    /** The team of a team or relay race, the member whose place this is, and their relay stage (issue 17). */
    teamId: integer('team_id'),
    teamMemberId: integer('team_member_id'),
    stage: integer('stage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The entry's check-in code at the start-pack point (issue 18, ADR 025): 12 random hex digits from
     * gen_random_uuid (its first 48 bits are random), shown as a QR code and as text in the participant's
     * account; drawn by the database for every row, old ones included.
     */
    checkinCode: text('checkin_code')
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    /** When the start pack was handed out, and by whom (a conditional update: two operators, one wins). */
    startPackGivenAt: timestamp('start_pack_given_at', { withTimezone: true }),
    startPackGivenBy: integer('start_pack_given_by'),
    /** The company employee a corporate order registered (ADR 031): the company's reports follow it. */
    companyEmployeeId: integer('company_employee_id'),
  },
  (t) => [
    check('registrations_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'expired')`),
    check('registrations_pool_check', sql`${t.pool} in ('adults', 'children')`),
    check(
      'registrations_participant_kind_check',
      sql`${t.participantKind} is null or ${t.participantKind} in ('self', 'relative', 'friend', 'teammate')`,
    ),
    /** A person holds at most one place in a race (a hold past its time is freed by the booking first). */
    uniqueIndex('registrations_race_person_active_unique')
      .on(t.tenantId, t.raceId, t.personId)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.personId} is not null`),
    index('registrations_tenant_order_idx').on(t.tenantId, t.orderId),
    index('registrations_company_employee_idx')
      .on(t.tenantId, t.companyEmployeeId)
      .where(sql`${t.companyEmployeeId} is not null`),
    foreignKey({
      name: 'registrations_company_employee_tenant_fk',
      columns: [t.companyEmployeeId, t.tenantId],
      foreignColumns: [companyEmployees.id, companyEmployees.tenantId],
    }),
    uniqueIndex('registrations_invitation_unique')
      .on(t.invitationHash)
      .where(sql`${t.invitationHash} is not null`),
    foreignKey({
      name: 'registrations_order_tenant_fk',
      columns: [t.orderId, t.tenantId],
      foreignColumns: [orders.id, orders.tenantId],
    }),
    /** The event must belong to the same tenant as the registration. */
    foreignKey({
      name: 'registrations_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
    foreignKey({
      name: 'registrations_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }),
    foreignKey({
      name: 'registrations_club_tenant_fk',
      columns: [t.clubId, t.tenantId],
      foreignColumns: [clubs.id, clubs.tenantId],
    }),
    foreignKey({
      name: 'registrations_person_tenant_fk',
      columns: [t.personId, t.tenantId],
      foreignColumns: [persons.id, persons.tenantId],
    }),
    foreignKey({
      name: 'registrations_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    index('registrations_tenant_person_idx').on(t.tenantId, t.personId),
    index('registrations_tenant_event_status_idx').on(t.tenantId, t.eventId, t.status),
    index('registrations_tenant_race_idx').on(t.tenantId, t.raceId),
    index('registrations_tenant_club_idx').on(t.tenantId, t.clubId),
    index('registrations_team_idx')
      .on(t.tenantId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    /** A team member's place is bought once (a hold past its time is freed by the booking first). */
    uniqueIndex('registrations_team_member_active_unique')
      .on(t.tenantId, t.teamMemberId)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.teamMemberId} is not null`),
    uniqueIndex('registrations_checkin_code_unique').on(t.tenantId, t.checkinCode),
    foreignKey({
      name: 'registrations_start_pack_given_by_tenant_fk',
      columns: [t.startPackGivenBy, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check(
      'registrations_start_pack_check',
      sql`(${t.startPackGivenAt} is null) = (${t.startPackGivenBy} is null)`,
    ),
    /** A start number is one live entry's in its race (issue 18: two organizers at once, one wins). */
    uniqueIndex('registrations_race_bib_active_unique')
      .on(t.tenantId, t.raceId, t.bib)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.bib} is not null`),
    /*
     * The organizer's entries table (issue 18, ADR 023): an event's entries walked in each of its three
     * orders, so a page reads its own rows and not the whole event, and a bib found without a scan (a
     * name, phone or e-mail through the support desk's indexes below).
     */
    index('registrations_event_registered_idx').on(t.tenantId, t.eventId, t.createdAt.desc(), t.id.desc()),
    index('registrations_event_name_idx').on(
      t.tenantId,
      t.eventId,
      sql`lower(coalesce(${t.lastName}, ''))`,
      sql`lower(coalesce(${t.firstName}, ''))`,
      t.id,
    ),
    index('registrations_event_bib_idx').on(
      t.tenantId,
      t.eventId,
      sql`(${t.bib} is null)`,
      sql`length(${t.bib})`,
      t.bib,
      t.id,
    ),
    index('registrations_event_bib_lookup_idx')
      .on(t.tenantId, t.eventId, t.bib)
      .where(sql`${t.bib} is not null`),
    /** The support desk's search across a tenant (issue 18 item 8, ADR 026): names, phones, e-mails. */
    index('registrations_name_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${t.lastName}, '') || ' ' || coalesce(${t.firstName}, ''))) gin_trgm_ops`,
    ),
    index('registrations_phone_idx').on(
      t.tenantId,
      sql`right(regexp_replace(coalesce(${t.entry} ->> 'phone', ''), '\\D', '', 'g'), 10)`,
    ),
    index('registrations_email_idx')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;

/**
 * The registration a user has begun and not finished (SPEC §3 cart-info: one per user): the race and the
 * flow as it stands (shared/schemas/registration.ts registrationDraftSchema), mirrored in the browser's
 * `registerDraft`.
 */
export const registrationDrafts = pgTable(
  'registration_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    eventId: integer('event_id').notNull(),
    raceId: integer('race_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_drafts_user_unique').on(t.tenantId, t.userId),
    foreignKey({
      name: 'registration_drafts_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'registration_drafts_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'registration_drafts_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }).onDelete('cascade'),
  ],
);

export type RegistrationDraftRow = typeof registrationDrafts.$inferSelect;
