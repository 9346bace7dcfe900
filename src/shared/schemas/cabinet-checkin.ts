import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.js';
import { v } from '../validation-messages.js';
import { admissionSchema } from './account.js';
import { blankOr } from './blank-or.js';
import { emailSchema, personNameSchema } from './auth.js';
import { moneySchema } from './money.js';
import { OFFLINE_PAYMENT_METHODS } from './payments.js';
import { birthDateSchema, phoneSchema } from './profile.js';

/*
 * The start-pack point (issue 18 item 5, ADR 025): an operator on a phone finds an entry by name, start
 * number or check-in code (the QR code of the participant's account), sees its admission statuses and
 * payment, and marks the start pack given; for a race whose online registration is closed (SPEC §4) they
 * register a participant on the spot and take cash or a card. Every call asks 'checkin' on the event
 * (undoing a start pack: 'checkin.undo').
 *
 *   GET    /api/cabinet/events/:code/checkin                                → checkinPointSchema
 *   GET    /api/cabinet/events/:code/checkin/entries?q=                     → checkinSearchSchema
 *   POST   /api/cabinet/events/:code/checkin/entries/:id/start-pack         → checkinEntrySchema (409 START_PACK_GIVEN)
 *   DELETE /api/cabinet/events/:code/checkin/entries/:id/start-pack         → checkinEntrySchema
 *   POST   /api/cabinet/events/:code/checkin/registrations ← offlineRegistrationSchema → offlineRegisteredSchema
 */

export const checkinQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

/** Found by the check-in code, a start number, or the name (last, first, either order). */
export const checkinSearchQuerySchema = checkinQuerySchema.extend({
  q: z.string().trim().min(1).max(200),
});

/** An entry's payment as the desk reads it: paid in full, in part (installments), or not yet. */
export const CHECKIN_PAYMENTS = ['paid', 'partly-paid', 'unpaid'] as const;

export const checkinEntrySchema = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  birthDate: z.string().nullable(),
  race: z.object({ code: z.string(), name: z.string() }),
  bib: z.string().nullable(),
  team: z.string().nullable(),
  /** pending: the place is held but not paid (no start pack for it). */
  status: z.enum(['pending', 'confirmed']),
  payment: z.enum(CHECKIN_PAYMENTS),
  admission: admissionSchema,
  /** The start pack: when and by whom it was given; null while not given. */
  startPack: z.object({ givenAt: z.string(), givenBy: z.string() }).nullable(),
  /** Registered at the start-pack point (paid in cash or by card there). */
  offline: z.boolean(),
});
export type CheckinEntry = z.infer<typeof checkinEntrySchema>;

export const checkinSearchSchema = z.object({
  entries: z.array(checkinEntrySchema),
  /** Whether the query was read as a check-in code (and an entry with it was found). */
  byCode: z.boolean(),
  /** More entries matched than are shown: type more of the name. */
  more: z.boolean(),
});
export type CheckinSearch = z.infer<typeof checkinSearchSchema>;

/** A race of the event as the offline registration form offers it. */
export const checkinRaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Online registration is closed: the start-pack point registers (SPEC §4). */
  offline: z.boolean(),
  /** Places left (adults' and children's together); null: no limit. */
  placesLeft: z.number().int().nullable(),
  price: moneySchema,
  gender: z.enum(['any', 'male', 'female']),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
});
export type CheckinRace = z.infer<typeof checkinRaceSchema>;

export const checkinPointSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
  races: z.array(checkinRaceSchema),
  /** The user may take a start pack back (owner, manager). */
  canUndo: z.boolean(),
});
export type CheckinPoint = z.infer<typeof checkinPointSchema>;

export const offlinePaymentMethodSchema = z.enum(OFFLINE_PAYMENT_METHODS, v('required'));

/** The participant registered at the desk; `key` (a UUID the form draws once) makes a repeated tap harmless. */
export const offlineRegistrationSchema = z.object({
  key: z.uuid(),
  race: z.string().trim().min(1, v('required')).max(100),
  lastName: personNameSchema,
  firstName: personNameSchema,
  gender: z.enum(['male', 'female'], v('genderRequired')),
  birthDate: birthDateSchema,
  phone: blankOr(phoneSchema).default(''),
  /** Where the registration's confirmation is mailed; none: no mail. */
  email: blankOr(emailSchema).default(''),
  method: offlinePaymentMethodSchema,
});
export type OfflineRegistration = z.input<typeof offlineRegistrationSchema>;

/** The entry registered at the desk, and the address its confirmation was mailed to (null: none typed). */
export const offlineRegisteredSchema = checkinEntrySchema.extend({ mailedTo: z.string().nullable() });
export type OfflineRegistered = z.infer<typeof offlineRegisteredSchema>;

/** The start-pack point's own field messages (the race's rules, told in the participant's terms). */
export const CHECKIN_MESSAGES = {
  gender: {
    ru: 'Дистанция только для участников другого пола',
    en: 'The race is for participants of the other gender only',
  },
  tooYoung: {
    ru: 'Участник младше {age} лет в день старта',
    en: 'The participant is younger than {age} on race day',
  },
  tooOld: {
    ru: 'Участник старше {age} лет в день старта',
    en: 'The participant is older than {age} on race day',
  },
} satisfies Record<string, Record<Language, string>>;
