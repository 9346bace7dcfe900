import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons, users } from './accounts.js';
import { events } from './events.js';
import { races } from './races.js';
import { clubs } from './reference.js';
import { tenants } from './tenants.js';

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A registration for a race of an event. Confirmed ones, and pending ones whose hold has not expired, take
 * a place and make the start list.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('registrations_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
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
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;
