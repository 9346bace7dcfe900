import { z } from 'zod';
import { blankOr } from './blank-or.js';
import { ORDER_STATUSES } from './account.js';
import { RACE_STATES } from '../domain/race-state.js';
import { v } from '../validation-messages.js';
import { emailSchema, personNameSchema } from './auth.js';
import { moneySchema } from './money.js';
import { birthDateSchema, countryCodeSchema, identityDocumentSchema, phoneSchema } from './profile.js';
import {
  consentsSchema,
  NO_OPTIONS,
  optionChoicesSchema,
  orderAmountsSchema,
  promoCodeSchema,
  raceOptionsSchema,
} from './registration-options.js';
import { rowIdSchema } from './row-id.js';
import { RACE_FORMATS } from '../domain/teams.js';
import { raceTeamSchema, teamViewSchema } from './teams.js';

/*
 * The registration flow's calls (issue 14; SPEC §2 steps, §3 options, §4 states, §5 rules, §8 codes).
 *
 *   GET  /api/registration/:eventCode/:raceCode          → registrationContextSchema (sign-in required)
 *   PUT  /api/registration/draft                         ← registrationDraftSchema → draftSavedSchema
 *   POST /api/registration/:eventCode/:raceCode/order    ← orderRequestSchema → orderPlacedSchema
 *   GET  /api/registration/orders/:number                → registrationSuccessSchema
 *   GET  /Register/ApiCardInfo, POST /Register/ApiClearCart (SPEC §7; cart.ts) read and clear the draft.
 *
 * Options (insurance, services, goods), promo codes, payment and teams plug in as further steps and order
 * lines in the next issues.
 */

/** SPEC §3: who the user registers, who pays. Labels 'Мне' / 'Моему ребёнку', 'Мной' / 'Супругом(ой)'. */
export const PARTICIPANT_OPTIONS = ['MY_SELF', 'KIDS'] as const;
export const PAYER_OPTIONS = ['MY_SELF', 'SPOUSE'] as const;
export type ParticipantOption = (typeof PARTICIPANT_OPTIONS)[number];
export type PayerOption = (typeof PAYER_OPTIONS)[number];

/** SPEC §2's steps, in its order; a race's flow has only those it needs (`registrationContext.steps`). */
export const REGISTRATION_STEPS = [
  'participants',
  'my-form',
  'participant-form',
  'friend-form',
  'relative-form',
  'options',
  'team',
  'order',
  'payment',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** What a race's registration form asks (chosen by the organizer; name is always asked). */
export const RACE_FORM_FIELDS = [
  'birthDate',
  'gender',
  'phone',
  'emergencyPhone',
  'document',
  'address',
  'club',
] as const;
export type RaceFormField = (typeof RACE_FORM_FIELDS)[number];

const requiredText = (max: number) =>
  z.string(v('required')).trim().min(1, v('required')).max(max, v('tooLong'));

/** Every field a registration form can ask, each by SPEC §5's rule (the profile's own schemas). */
const entryFields = {
  lastName: personNameSchema,
  firstName: personNameSchema,
  /** Optional (absent: blank); letters only when given. */
  patronymic: blankOr(personNameSchema).default(''),
  birthDate: birthDateSchema,
  gender: z.enum(['male', 'female'], v('genderRequired')),
  phone: phoneSchema,
  emergencyPhone: phoneSchema,
  document: identityDocumentSchema,
  country: countryCodeSchema,
  region: requiredText(100),
  city: requiredText(100),
  street: requiredText(200),
  building: requiredText(20),
  apartment: z.string(v('apartmentRequired')).trim().min(1, v('apartmentRequired')).max(20, v('tooLong')),
  postcode: z.string(v('required')).trim().min(1, v('required')).max(10, v('tooLong')),
  noClub: z.boolean(),
  club: z.string(v('stringExpected')).trim().max(100, v('tooLong')),
};
type EntryFieldName = keyof typeof entryFields;

/** The form fields behind each of a race's field choices. */
export const FORM_FIELD_KEYS: Record<RaceFormField, readonly EntryFieldName[]> = {
  birthDate: ['birthDate'],
  gender: ['gender'],
  phone: ['phone'],
  emergencyPhone: ['emergencyPhone'],
  document: ['document'],
  address: ['country', 'region', 'city', 'street', 'building', 'apartment', 'postcode'],
  club: ['noClub', 'club'],
};

/**
 * The fields a friend's entry may leave blank: the friend completes them from the invitation (a runner
 * seldom knows a friend's passport number). The name, birth date and gender decide the place and the pool,
 * so whoever takes the place gives them.
 */
export const FRIEND_DEFERRABLE_FIELDS = [
  'phone',
  'emergencyPhone',
  'document',
  'address',
  'club',
] as const satisfies readonly RaceFormField[];

/** A value nobody typed: empty text, a document without a number, nothing. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const number = (value as Record<string, unknown>)['number'];
    return typeof number === 'string' && number.trim() === '';
  }
  return false;
}

/** A field that may stay blank: checked by its rule when given, left out when not. */
const deferrable = (schema: z.ZodType) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

/**
 * A participant's entry as the race asks it: its fields required by SPEC §5's rules, nothing else kept.
 * `friend`: the fields of FRIEND_DEFERRABLE_FIELDS may be left blank (the friend completes them).
 */
export function entryFormSchema(fields: readonly RaceFormField[], options: { friend?: boolean } = {}) {
  const shape: Partial<Record<EntryFieldName, z.ZodType>> = {
    lastName: entryFields.lastName,
    firstName: entryFields.firstName,
    patronymic: entryFields.patronymic,
  };
  const later = new Set<RaceFormField>(options.friend ? FRIEND_DEFERRABLE_FIELDS : []);
  for (const field of fields) {
    for (const key of FORM_FIELD_KEYS[field]) {
      // "no club" is a choice, not a blank: it stays as given
      shape[key] = later.has(field) && key !== 'noClub' ? deferrable(entryFields[key]) : entryFields[key];
    }
  }
  return z.object(shape).superRefine((entry: Record<string, unknown>, ctx) => {
    if (entry.country === 'RU' && typeof entry.postcode === 'string' && !/^\d{6}$/.test(entry.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: v('postcodeInvalid').error });
    }
    if (entry.noClub === false && entry.club === '') {
      ctx.addIssue({ code: 'custom', path: ['club'], message: v('clubRequired').error });
    }
  });
}

/** The race's fields an entry leaves blank (a friend's entry to complete); "no club" fills the club. */
export function missingFields(fields: readonly RaceFormField[], entry: EntryValues): RaceFormField[] {
  return fields.filter((field) =>
    field === 'club'
      ? entry['noClub'] !== true && isBlank(entry['club'])
      : FORM_FIELD_KEYS[field].some((key) => isBlank(entry[key])),
  );
}

/** An entry as typed so far: any of the fields, any value (a draft keeps what was typed, valid or not). */
export const entryDraftSchema = z.record(z.string().max(40), z.unknown());
export type EntryValues = Record<string, unknown>;

/** Whom an entry is for. A friend gets an invitation mail to see or complete their entry. */
export const PARTICIPANT_KINDS = ['self', 'relative', 'friend'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

const participantBase = {
  /** The browser's own key for the entry (stable across steps and reloads). */
  key: z.string().min(1).max(40),
  kind: z.enum(PARTICIPANT_KINDS),
  /** For a relative: the family group's relative. */
  relativeId: rowIdSchema.optional(),
  /** For a friend: where the invitation goes. */
  email: z.string().max(254).optional(),
  /** Write what was typed back to the profile (own or the relative's). */
  saveToProfile: z.boolean().default(false),
};

/** PUT /api/registration/draft: the flow as it stands; the server keeps one draft per user. */
export const registrationDraftSchema = z.object({
  eventCode: z.string().min(1).max(100),
  raceCode: z.string().min(1).max(100),
  step: z.enum(REGISTRATION_STEPS),
  participantOption: z.enum(PARTICIPANT_OPTIONS),
  payer: z.enum(PAYER_OPTIONS),
  participants: z.array(z.object({ ...participantBase, form: entryDraftSchema })).max(20),
  /** The options step's choices, the promo code and the chosen price as typed (issue 15). */
  options: optionChoicesSchema.default(NO_OPTIONS),
  promoCode: z.string().max(40).nullable().default(null),
  customPrice: z.number().int().min(0).nullable().default(null),
  /** When the browser last changed it (ISO): the newer of the server's and the local copy wins. */
  updatedAt: z.string().max(40),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;
export const draftSavedSchema = z.object({ updatedAt: z.string() });

/** POST …/order: the participants' finished entries; the server checks them by the race's fields. */
export const orderRequestSchema = z.object({
  payer: z.enum(PAYER_OPTIONS),
  participants: z
    .array(z.object({ ...participantBase, email: emailSchema.optional(), form: entryDraftSchema }))
    .min(1, v('atLeastOne'))
    .max(20),
  /** Insurance, services and goods chosen; the server prices them (amounts sent are not read). */
  options: optionChoicesSchema.default(NO_OPTIONS),
  /** A discount code, one per order. */
  promoCode: promoCodeSchema.optional(),
  /** The price chosen, in kopecks, where the race lets the participant choose it (SPEC §5 bounds). */
  customPrice: z.number(v('priceInvalid')).int(v('priceInvalid')).min(0, v('priceInvalid')).optional(),
  consents: consentsSchema,
  /** A team race's order: the team it is for (the captain's for all, or a member's own share). */
  teamId: rowIdSchema.optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Why a relative cannot run this race (race-eligibility.ts). */
export const INELIGIBILITY_REASONS = [
  'gender',
  'gender-unknown',
  'birth-date-unknown',
  'too-young',
  'too-old',
] as const;

const personChoiceSchema = z.object({
  fullName: z.string(),
  /** Younger than 18 on race day. */
  child: z.boolean(),
  eligible: z.boolean(),
  reason: z.enum(INELIGIBILITY_REASONS).nullable(),
  /** Holds a place in this race already. */
  registered: z.boolean(),
  /** The profile's values for the race's fields. */
  prefill: entryDraftSchema,
});

/** GET /api/registration/:eventCode/:raceCode */
export const registrationContextSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({
    code: z.string(),
    name: z.string(),
    lengthM: z.number().int(),
    startsAt: z.string(),
    state: z.enum(RACE_STATES),
    placesLeft: z.number().int().nullable(),
    price: moneySchema,
    gender: z.enum(['any', 'male', 'female']),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    /** Children take places from a pool of their own. */
    childrenPool: z.boolean(),
    /** A child runs only with the adult who registers them. */
    childrenNeedAdult: z.boolean(),
    fields: z.array(z.enum(RACE_FORM_FIELDS)),
    /** The participant chooses the price within these bounds ("pay what you want"); null: the price stands. */
    customPrice: z.object({ min: moneySchema, max: moneySchema }).nullable(),
    /** The promo-code gate: open to all, closed until a code is given, or opened by one. */
    access: z.enum(['open', 'needs-code', 'granted']),
    /** The platform's commission on the order without insurance (SPEC §9), in basis points. */
    commissionBasisPoints: z.number().int(),
    /** Individual, team or relay (issue 17); a team race's places are teams. */
    format: z.enum(RACE_FORMATS),
    /** A team race's rules: members, stages, who pays; null for an individual race. */
    team: raceTeamSchema.nullable(),
  }),
  /** The user's team in this race (captain or member), when the race is a team race and they have one. */
  team: teamViewSchema.nullable(),
  steps: z.array(z.enum(REGISTRATION_STEPS)),
  /** Insurance, services and goods the race offers (the options step when there are any). */
  options: raceOptionsSchema,
  /** The event's documents the my-order step's agreements link to. */
  documents: z.object({
    terms: z.string().nullable(),
    rules: z.string().nullable(),
    certificate: z.string().nullable(),
  }),
  me: personChoiceSchema,
  relatives: z.array(personChoiceSchema.extend({ id: z.number().int() })),
  /** The user's draft when it is for this race. */
  draft: registrationDraftSchema.nullable(),
});
export type RegistrationContext = z.infer<typeof registrationContextSchema>;

/** 201 of POST …/order. A free race's order is paid at once and its places confirmed. */
export const orderPlacedSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(['awaiting-payment', 'paid']),
  /** End of the 20-minute hold (SPEC §9), while awaiting payment. */
  expiresAt: z.string().nullable(),
  total: moneySchema,
  amounts: orderAmountsSchema,
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** 409 of POST …/order: SPEC §8's booking codes and registration errors, with the participant concerned. */
export { REGISTRATION_REFUSALS, type RegistrationRefusal } from '../domain/registration-refusals.js';

/** GET /api/registration/orders/:number: the success page. */
export const registrationSuccessSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({ code: z.string(), name: z.string() }),
  order: z.object({
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    expiresAt: z.string().nullable(),
    total: moneySchema,
    amounts: orderAmountsSchema,
    lines: z.array(
      z.object({
        kind: z.enum(['registration', 'insurance', 'service', 'product']),
        name: z.string(),
        price: moneySchema,
        count: z.number().int(),
      }),
    ),
  }),
  participants: z.array(
    z.object({
      fullName: z.string(),
      /** A teammate: a member of the captain's team whose place the captain's order bought (issue 17). */
      kind: z.enum([...PARTICIPANT_KINDS, 'teammate']),
      status: z.enum(['pending', 'confirmed', 'cancelled', 'expired']),
      bib: z.string().nullable(),
    }),
  ),
});
export type RegistrationSuccess = z.infer<typeof registrationSuccessSchema>;

/** The fields of an entry that decided its place and pool: a friend completing it cannot change them. */
export const PLACE_DECIDING_KEYS = ['lastName', 'firstName', 'birthDate', 'gender'] as const;

/**
 * GET /api/registration/invitations/:token (sign-in required): a friend's entry as its invitation link
 * shows it. The first account to save it owns it; to anyone else the link is not found.
 */
export const friendEntrySchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({
    code: z.string(),
    name: z.string(),
    startsAt: z.string(),
    fields: z.array(z.enum(RACE_FORM_FIELDS)),
  }),
  /** Who registered the friend. */
  addedBy: z.string(),
  fullName: z.string(),
  status: z.enum(['pending', 'confirmed', 'cancelled', 'expired']),
  bib: z.string().nullable(),
  entry: entryDraftSchema,
  /** The race's fields still blank. */
  missing: z.array(z.enum(RACE_FORM_FIELDS)),
  /** Saved into this account already. */
  mine: z.boolean(),
  /** Can be completed by this account: the place is held or confirmed, the race not started, not the adder. */
  editable: z.boolean(),
});
export type FriendEntry = z.infer<typeof friendEntrySchema>;

/** PUT /api/registration/invitations/:token: the friend's entry completed (PLACE_DECIDING_KEYS kept). */
export const friendEntryUpdateSchema = z.object({
  form: entryDraftSchema,
  /** Write what was typed to the friend's own profile. */
  saveToProfile: z.boolean().default(false),
});
export type FriendEntryUpdate = z.infer<typeof friendEntryUpdateSchema>;
