import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { RaceFormat, TeamGenderRule, TeamPayment } from '../../../shared/domain/teams.js';
import { INSURANCE_TYPES } from '../../../shared/schemas/registration-options.js';
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
    /** A price the participant chooses ("pay what you want", charity), in kopecks within these bounds. */
    customPriceMin: integer('custom_price_min'),
    customPriceMax: integer('custom_price_max'),
    /** Registration is reached through the promo-code gate with an access code (issue 15). */
    accessCodeRequired: boolean('access_code_required').notNull().default(false),
    /** Individual, team or relay (issue 17, shared/domain/teams.ts). A team or relay's capacity counts teams. */
    format: text('format').$type<RaceFormat>().notNull().default('individual'),
    /** A team race's member range; a relay's is bounded by its stages too (relayMemberRange). */
    teamMinMembers: integer('team_min_members'),
    teamMaxMembers: integer('team_max_members'),
    teamGenderRule: text('team_gender_rule').$type<TeamGenderRule>().notNull().default('any'),
    /** The captain pays for every member, or each member their own share. */
    teamPayment: text('team_payment').$type<TeamPayment>().notNull().default('captain'),
    /** The race's start numbers (issue 18): automatic assignment gives them out in order; null: none set. */
    bibFrom: integer('bib_from'),
    bibTo: integer('bib_to'),
  },
  (t) => [
    unique('races_event_code_unique').on(t.eventId, t.code),
    unique('races_id_tenant_unique').on(t.id, t.tenantId),
    index('races_tenant_event_idx').on(t.tenantId, t.eventId),
    check('races_gender_check', sql`${t.gender} in ('any', 'male', 'female')`),
    check('races_child_capacity_check', sql`${t.childCapacity} >= 0`),
    check('races_format_check', sql`${t.format} in ('individual', 'team', 'relay')`),
    check('races_team_gender_rule_check', sql`${t.teamGenderRule} in ('any', 'mixed')`),
    check('races_team_payment_check', sql`${t.teamPayment} in ('captain', 'each')`),
    check(
      'races_bib_range_check',
      sql`(${t.bibFrom} is null and ${t.bibTo} is null) or (${t.bibFrom} >= 1 and ${t.bibTo} >= ${t.bibFrom})`,
    ),
    check(
      'races_team_members_check',
      sql`${t.format} = 'individual' or (${t.teamMinMembers} >= 1 and ${t.teamMaxMembers} >= ${t.teamMinMembers})`,
    ),
    check(
      'races_custom_price_check',
      sql`(${t.customPriceMin} is null and ${t.customPriceMax} is null) or (${t.customPriceMin} >= 0 and ${t.customPriceMax} >= ${t.customPriceMin})`,
    ),
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
    /** null: unlimited. An item with variants keeps its stock per variant. */
    stock: integer('stock'),
    /** Chosen once per order, or per participant (a T-shirt each). */
    per: text('per').$type<'order' | 'participant'>().notNull().default('participant'),
    imageUrl: text('image_url'),
  },
  (t) => [
    index('event_items_tenant_event_idx').on(t.tenantId, t.eventId),
    unique('event_items_id_tenant_unique').on(t.id, t.tenantId),
    check('event_items_kind_check', sql`${t.kind} in ('service', 'good')`),
    check('event_items_per_check', sql`${t.per} in ('order', 'participant')`),
    check('event_items_stock_check', sql`${t.stock} >= 0`),
    foreignKey({
      name: 'event_items_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
  ],
);

/** Variants of a good (sizes), each with its own stock. */
export const eventItemVariants = pgTable(
  'event_item_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    itemId: integer('item_id').notNull(),
    labelRu: text('label_ru').notNull(),
    labelEn: text('label_en').notNull(),
    /** null: unlimited. */
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_item_variants_item_idx').on(t.tenantId, t.itemId),
    check('event_item_variants_stock_check', sql`${t.stock} >= 0`),
    foreignKey({
      name: 'event_item_variants_item_tenant_fk',
      columns: [t.itemId, t.tenantId],
      foreignColumns: [eventItems.id, eventItems.tenantId],
    }).onDelete('cascade'),
  ],
);

/** Insurance a race offers each participant (SPEC §3 options): its premium, what it pays out. */
export const raceInsurances = pgTable(
  'race_insurances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    raceId: integer('race_id').notNull(),
    type: text('type').$type<(typeof INSURANCE_TYPES)[number]>().notNull(),
    sportRu: text('sport_ru').notNull(),
    sportEn: text('sport_en').notNull(),
    policyTypeRu: text('policy_type_ru').notNull(),
    policyTypeEn: text('policy_type_en').notNull(),
    /** The policy's first day; null: the race day. */
    startsOn: date('starts_on'),
    /** Kopecks: what it pays out, and what it costs. */
    compensationAmount: integer('compensation_amount').notNull(),
    premiumAmount: integer('premium_amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
  },
  (t) => [
    index('race_insurances_race_idx').on(t.tenantId, t.raceId),
    check('race_insurances_type_check', sql`${t.type} in ('accident', 'cancellation', 'bicycle', 'ski')`),
    check('race_insurances_amounts_check', sql`${t.premiumAmount} >= 0 and ${t.compensationAmount} >= 0`),
    foreignKey({
      name: 'race_insurances_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }).onDelete('cascade'),
  ],
);

export type RaceRow = typeof races.$inferSelect;
export type NewRaceRow = typeof races.$inferInsert;
