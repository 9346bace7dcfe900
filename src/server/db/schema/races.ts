import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { tenants } from './tenants.js';

/** A race (distance) of an event. */
export const races = pgTable(
  'races',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    lengthM: integer('length_m').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: no limit of participants. */
    capacity: integer('capacity'),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    registrationDisabled: boolean('registration_disabled').notNull().default(false),
    gender: text('gender').$type<'any' | 'male' | 'female'>().notNull().default('any'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** Places for children (younger than 18 on race day); null: children take places of `capacity`. */
    childCapacity: integer('child_capacity'),
    /** A child runs only with the adult who registers them (SPEC §8 MYSELF_DONT_BUY_SLOTS). */
    childrenNeedAdult: boolean('children_need_adult').notNull().default(false),
    /** What the registration form asks beyond the name (shared/schemas/registration.ts RACE_FORM_FIELDS). */
    formFields: text('form_fields')
      .array()
      .notNull()
      .default(sql`'{birthDate,gender,phone}'::text[]`),
  },
  (t) => [
    unique('races_event_code_unique').on(t.eventId, t.code),
    unique('races_id_tenant_unique').on(t.id, t.tenantId),
    index('races_tenant_event_idx').on(t.tenantId, t.eventId),
    check('races_gender_check', sql`${t.gender} in ('any', 'male', 'female')`),
    check('races_child_capacity_check', sql`${t.childCapacity} >= 0`),
    foreignKey({
      name: 'races_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
  ],
);

/** Price steps of a race: each amount applies from `valid_from` until the next step. */
export const racePrices = pgTable(
  'race_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    raceId: integer('race_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
  },
  (t) => [
    index('race_prices_race_valid_from_idx').on(t.raceId, t.validFrom),
    check('race_prices_amount_check', sql`${t.amount} >= 0`),
    foreignKey({
      name: 'race_prices_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }),
  ],
);

/** Goods and services sold with an event's registration. */
export const eventItems = pgTable(
  'event_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    kind: text('kind').$type<'service' | 'good'>().notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Kopecks. */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    /** null: unlimited. */
    stock: integer('stock'),
  },
  (t) => [
    index('event_items_tenant_event_idx').on(t.tenantId, t.eventId),
    check('event_items_kind_check', sql`${t.kind} in ('service', 'good')`),
    foreignKey({
      name: 'event_items_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
  ],
);

export type RaceRow = typeof races.$inferSelect;
export type NewRaceRow = typeof races.$inferInsert;
