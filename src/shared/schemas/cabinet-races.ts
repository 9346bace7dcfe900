import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { RACE_FORMATS, TEAM_GENDER_RULES, TEAM_PAYMENTS } from '../domain/teams.js';
import { WALL_TIME_PATTERN } from '../domain/wall-time.js';
import { cv } from '../cabinet-validation-messages.js';
import { v } from '../validation-messages.js';
import { INSURANCE_TYPES } from './registration-options.js';
import { RACE_FORM_FIELDS } from './registration.js';

/*
 * Races of an event in the organizer cabinet (issue 18 item 2). Every call asks 'events.edit' on the event.
 *
 *   GET  /api/cabinet/events/:code/races         → cabinetRacesSchema: the event and its races with places taken
 *   POST /api/cabinet/events/:code/races         ← raceInputSchema → 201 raceEditorSchema
 *   GET  /api/cabinet/events/:code/races/:race   → raceEditorSchema: what the editor shows
 *   PUT  /api/cabinet/events/:code/races/:race   ← raceInputSchema → raceEditorSchema (the whole race at once)
 *   DELETE /api/cabinet/events/:code/races/:race → 204: a race nobody ever entered (else 409 RACE_HAS_ENTRIES)
 *
 * Times are wall times of the event's zone (`2026-05-01T09:00`, shared/domain/wall-time.ts); money is
 * kopecks. Rows of the lists (insurances, goods, sizes, codes) carry their id when they exist already:
 * a row sent without one is new, a stored row not sent is removed (refused when something was sold).
 * The event's goods and services belong to the event: every race of it sells the same ones.
 */

const text = (max: number) => z.string(v('required')).trim().min(1, v('required')).max(max, v('tooLong'));
const count = z.number(cv('wholeNumber')).int(cv('wholeNumber')).min(0, cv('wholeNumber')).max(1_000_000_000);
const positive = z
  .number(cv('positiveNumber'))
  .int(cv('positiveNumber'))
  .min(1, cv('positiveNumber'))
  .max(1_000_000_000);
const kopecks = z
  .number(v('priceInvalid'))
  .int(v('priceInvalid'))
  .min(0, v('priceInvalid'))
  .max(100_000_000_00, v('priceInvalid'));
const wallTime = z.string(cv('wallTimeInvalid')).regex(WALL_TIME_PATTERN, cv('wallTimeInvalid'));
const rowId = z.number().int().min(1).max(2_147_483_647).optional();
const age = z
  .number(cv('wholeNumber'))
  .int(cv('wholeNumber'))
  .min(0, cv('wholeNumber'))
  .max(120, cv('wholeNumber'));

export const RACE_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/** A step's amount is above zero: a free race has no steps. */
export const priceStepSchema = z.object({
  validFrom: wallTime,
  amount: kopecks.min(1, cv('priceStepPositive')),
});

export const insuranceInputSchema = z.object({
  id: rowId,
  type: z.enum(INSURANCE_TYPES, v('required')),
  sportRu: text(200),
  sportEn: text(200),
  policyTypeRu: text(200),
  policyTypeEn: text(200),
  compensationAmount: kopecks,
  premiumAmount: kopecks,
});

export const variantInputSchema = z.object({
  id: rowId,
  labelRu: text(50),
  labelEn: text(50),
  /** null: unlimited. */
  stock: count.nullable(),
});

export const itemInputSchema = z.object({
  id: rowId,
  kind: z.enum(['service', 'good'], v('required')),
  nameRu: text(200),
  nameEn: text(200),
  priceAmount: kopecks,
  per: z.enum(['order', 'participant'], v('required')),
  /** null: unlimited; an item with sizes keeps its stock per size. */
  stock: count.nullable(),
  variants: z.array(variantInputSchema).max(30),
});

export const PROMO_KINDS = ['percent', 'amount', 'access'] as const;

export const codeInputSchema = z.object({
  id: rowId,
  code: z
    .string(v('required'))
    .trim()
    .toUpperCase()
    .min(1, v('required'))
    .regex(PROMO_CODE_PATTERN, cv('promoCodeFormat')),
  /** A discount in percent, a discount in kopecks, or an access code of a race that needs one. */
  kind: z.enum(PROMO_KINDS, v('required')),
  /** The percent (1–100) or the kopecks off; null for an access code. */
  value: z.number(cv('wholeNumber')).int(cv('wholeNumber')).min(1, cv('positiveNumber')).nullable(),
  /** null: no limit. */
  maxUses: count.nullable(),
  validFrom: wallTime.nullable(),
  validUntil: wallTime.nullable(),
  active: z.boolean(),
});

export const stageInputSchema = z.object({
  nameRu: text(200),
  nameEn: text(200),
  lengthM: positive,
  minParticipants: count.nullable(),
  maxParticipants: positive.nullable(),
});

export const raceInputSchema = z.object({
  // basics
  nameRu: text(200),
  nameEn: text(200),
  code: z.string(v('required')).trim().toLowerCase().regex(RACE_CODE_PATTERN, cv('raceCodeFormat')),
  lengthM: positive,
  startsAt: wallTime,
  // places and dates
  /** null: no limit; a team or relay race counts teams. */
  capacity: positive.nullable(),
  /** Places for children; null: children take places of `capacity`. */
  childCapacity: count.nullable(),
  childrenNeedAdult: z.boolean(),
  registrationOpensAt: wallTime.nullable(),
  registrationClosesAt: wallTime.nullable(),
  registrationDisabled: z.boolean(),
  // prices: each step's amount from its date until the next step's
  prices: z.array(priceStepSchema).max(20),
  // rules and the registration form
  gender: z.enum(['any', 'male', 'female'], v('required')),
  minAge: age.nullable(),
  maxAge: age.nullable(),
  formFields: z.array(z.enum(RACE_FORM_FIELDS)).max(RACE_FORM_FIELDS.length),
  accessCodeRequired: z.boolean(),
  // options
  insurances: z.array(insuranceInputSchema).max(10),
  items: z.array(itemInputSchema).max(50),
  // codes of this race
  codes: z.array(codeInputSchema).max(200),
  // team format
  format: z.enum(RACE_FORMATS, v('required')),
  teamMinMembers: positive.nullable(),
  teamMaxMembers: positive.nullable(),
  teamGenderRule: z.enum(TEAM_GENDER_RULES, v('required')),
  teamPayment: z.enum(TEAM_PAYMENTS, v('required')),
  stages: z.array(stageInputSchema).max(20),
});
export type RaceInput = z.infer<typeof raceInputSchema>;
export type RaceInputDraft = z.input<typeof raceInputSchema>;

export const cabinetRacesQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

const eventHeadSchema = z.object({ code: z.string(), name: z.string(), timeZone: z.string() });

export const cabinetRacesSchema = z.object({
  event: eventHeadSchema,
  races: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      startsAt: z.string(),
      lengthM: z.number().int(),
      format: z.enum(RACE_FORMATS),
      capacity: z.number().int().nullable(),
      /** Places taken now (teams for a team race): confirmed entries and holds within their time. */
      taken: z.number().int(),
      /** The price in force now, kopecks; null: free. */
      price: z.number().int().nullable(),
    }),
  ),
});
export type CabinetRaces = z.infer<typeof cabinetRacesSchema>;

export const raceEditorSchema = z.object({
  event: eventHeadSchema,
  race: raceInputSchema.extend({
    code: z.string(),
    codes: z.array(codeInputSchema.extend({ code: z.string(), id: z.number().int() })),
  }),
  /** What the rules of an edit count: places taken, units sold per item and size, uses per code. */
  taken: z.object({ adults: z.number().int(), children: z.number().int() }),
  /** Entries or teams exist: the format and the relay's stage count are fixed. */
  formatLocked: z.boolean(),
  /**
   * Nobody ever entered the race (no entry in any state, order, team or result): it may be deleted
   * (`DELETE …/races/:race`; refused with RACE_HAS_ENTRIES once somebody has).
   */
  deletable: z.boolean(),
  sold: z.object({
    items: z.record(z.string(), z.number().int()),
    variants: z.record(z.string(), z.number().int()),
    insurances: z.record(z.string(), z.number().int()),
  }),
  uses: z.record(z.string(), z.number().int()),
});
export type RaceEditor = z.infer<typeof raceEditorSchema>;
