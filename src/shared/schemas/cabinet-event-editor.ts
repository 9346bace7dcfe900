import { z } from 'zod';
import { blankOr } from './blank-or.js';
import { LANGUAGES } from '../constants.js';
import { EVENT_CODE_PATTERN } from '../domain/event-code.js';
import { EVENT_STATUSES } from '../domain/event-status.js';
import { isTimeZone } from '../domain/event-time-zones.js';
import { ACTIVITY_TYPES, SPORT_TYPES } from '../domain/sport-types.js';
import { fromWallTime, WALL_TIME_PATTERN } from '../domain/wall-time.js';
import { cv } from '../cabinet-validation-messages.js';
import { v } from '../validation-messages.js';
import { emailSchema } from './auth.js';
import { ROW_ID_MAX } from './row-id.js';

/*
 * The organizer cabinet's event editor (issue 18 item 2, ADR 028). Every call asks 'events.edit': on the
 * chosen organizer to create, on the event's organizer to read or change.
 *
 *   POST /api/cabinet/events               ← newEventSchema  → eventEditorSchema (201)
 *   GET  /api/cabinet/events/:code/edit                      → eventEditorSchema
 *   GET  /api/cabinet/cities                                 → citiesSchema (for a new event's form)
 *   PUT  /api/cabinet/events/:code/edit    ← eventFormSchema → eventEditorSchema
 *   POST /api/cabinet/events/:code/status  ← eventStatusChangeSchema → eventEditorSchema
 *
 * The form's texts come as typed ('' for none); dates are wall times of the event's zone
 * (`2027-05-01T09:00`, wall-time.ts). Descriptions are HTML, sanitised by the server on write.
 */

export const EVENT_NAME_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 50_000;
export const EVENT_PROGRAM_MAX = 50;
export const EVENT_DOCUMENTS_MAX = 20;

const text = (max: number) => z.string(v('stringExpected')).trim().max(max, v('tooLong'));
const requiredText = (max: number) => text(max).min(1, v('required'));

/** An `https://` address (documents: the page links to them as they are). */
const httpsUrl = requiredText(2000).refine(
  (url) => URL.canParse(url) && url.startsWith('https://'),
  cv('httpsUrl'),
);

/** A web address, or '' for none. */
const webUrl = text(2000).refine(
  (url) => url === '' || (URL.canParse(url) && /^https?:\/\//.test(url)),
  cv('webUrl'),
);

const wallTime = z
  .string(cv('wallTimeInvalid'))
  .regex(WALL_TIME_PATTERN, cv('wallTimeInvalid'))
  .refine((wall) => fromWallTime(wall, 'UTC') !== null, cv('wallTimeInvalid'));

const programItemSchema = z.object({
  time: z.string(cv('programTime')).regex(/^([01]?\d|2[0-3]):[0-5]\d$/, cv('programTime')),
  title: requiredText(200),
});

const documentSchema = z.object({
  kind: z.enum(['terms', 'offer', 'certificate'], v('required')),
  titleRu: requiredText(200),
  titleEn: requiredText(200),
  url: httpsUrl,
});

const SPORT_IDS = SPORT_TYPES.map((s) => s.id) as [(typeof SPORT_TYPES)[number]['id'], ...string[]];
const ACTIVITY_IDS = ACTIVITY_TYPES.map((a) => a.id) as ['offline', 'online'];

/** The fields of an event's form, as typed. */
const eventFields = z.object({
  nameRu: requiredText(EVENT_NAME_MAX),
  nameEn: requiredText(EVENT_NAME_MAX),
  descriptionRu: text(EVENT_DESCRIPTION_MAX),
  descriptionEn: text(EVENT_DESCRIPTION_MAX),
  sportType: z.enum(SPORT_IDS, v('required')),
  activityType: z.enum(ACTIVITY_IDS, v('required')),
  startsAt: wallTime,
  /** '' : the event lasts no longer than its start day. */
  endsAt: z.union([z.literal(''), wallTime]),
  timeZone: z.string(cv('timeZoneUnknown')).refine(isTimeZone, cv('timeZoneUnknown')),
  cityId: z.number(cv('choiceUnknown')).int().min(1).max(ROW_ID_MAX, cv('choiceUnknown')).nullable(),
  placeRu: text(300),
  placeEn: text(300),
  /** The point on the map; both or neither. */
  lat: z
    .number(cv('coordinateInvalid'))
    .min(-90, cv('coordinateInvalid'))
    .max(90, cv('coordinateInvalid'))
    .nullable(),
  lng: z
    .number(cv('coordinateInvalid'))
    .min(-180, cv('coordinateInvalid'))
    .max(180, cv('coordinateInvalid'))
    .nullable(),
  program: z.object({
    ru: z.array(programItemSchema).max(EVENT_PROGRAM_MAX),
    en: z.array(programItemSchema).max(EVENT_PROGRAM_MAX),
  }),
  documents: z.array(documentSchema).max(EVENT_DOCUMENTS_MAX),
  /** Whom the event's charity money goes to; all blank: nobody. */
  beneficiary: z.object({
    name: text(300),
    inn: text(12).regex(/^(\d{10}|\d{12})?$/, v('innFormat')),
    ogrnip: text(15).regex(/^(\d{13}|\d{15})?$/, cv('ogrnFormat')),
    address: text(500),
  }),
  contactEmail: blankOr(emailSchema),
  contactPhone: text(40),
  website: webUrl,
  operatorName: text(300),
  /** Where and when start packs are given; all blank: not announced. */
  startPack: z.object({
    descriptionRu: text(5000),
    descriptionEn: text(5000),
    place: text(300),
    schedule: text(1000),
  }),
  hasLiveStream: z.boolean(),
  fastIdentification: z.boolean(),
  isFree: z.boolean(),
  isNational: z.boolean(),
  /**
   * How many days a company's unpaid order holds its places (the corporate cabinet, ADR 031); left out:
   * unchanged (a new event: 5).
   */
  corporateHoldDays: z
    .number(cv('holdDaysRange'))
    .int(cv('holdDaysRange'))
    .min(1, cv('holdDaysRange'))
    .max(30, cv('holdDaysRange'))
    .optional(),
});

/** The end after the start (both wall times of one zone: their text order is their time order). */
function withDateOrder<T extends z.ZodType<{ startsAt: string; endsAt: string }>>(schema: T) {
  return schema.superRefine((form, issues) => {
    if (form.endsAt !== '' && form.endsAt < form.startsAt) {
      issues.addIssue({ code: 'custom', path: ['endsAt'], message: cv('endsBeforeStart').error });
    }
  });
}

export const eventFormSchema = withDateOrder(eventFields);
export type EventForm = z.infer<typeof eventFields>;

export const eventCodeSchema = z
  .string(cv('eventCodeFormat'))
  .trim()
  .regex(EVENT_CODE_PATTERN, cv('eventCodeFormat'));

export const newEventSchema = withDateOrder(
  eventFields.extend({
    /** The organizer the event is created for (one the user may edit for). */
    organizerId: z.number(v('required')).int().min(1, v('required')).max(ROW_ID_MAX, v('required')),
    code: eventCodeSchema,
  }),
);
export type NewEvent = z.infer<typeof newEventSchema>;
/** The form's values as typed (the e-mail not yet lower-cased). */
export type NewEventInput = z.input<typeof newEventSchema>;

export const eventStatusChangeSchema = z.object({ status: z.enum(EVENT_STATUSES) });

export const eventEditorQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

const programValues = z.array(z.object({ time: z.string(), title: z.string() }));

/** The form's values as saved (the answer's shape of EventForm, with no rules: they held on write). */
const eventValuesSchema = z.object({
  nameRu: z.string(),
  nameEn: z.string(),
  descriptionRu: z.string(),
  descriptionEn: z.string(),
  sportType: z.string(),
  activityType: z.enum(ACTIVITY_IDS),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  cityId: z.number().int().nullable(),
  placeRu: z.string(),
  placeEn: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  program: z.object({ ru: programValues, en: programValues }),
  documents: z.array(
    z.object({
      kind: z.enum(['terms', 'offer', 'certificate']),
      titleRu: z.string(),
      titleEn: z.string(),
      url: z.string(),
    }),
  ),
  beneficiary: z.object({ name: z.string(), inn: z.string(), ogrnip: z.string(), address: z.string() }),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
  operatorName: z.string(),
  startPack: z.object({
    descriptionRu: z.string(),
    descriptionEn: z.string(),
    place: z.string(),
    schedule: z.string(),
  }),
  hasLiveStream: z.boolean(),
  fastIdentification: z.boolean(),
  isFree: z.boolean(),
  isNational: z.boolean(),
  corporateHoldDays: z.number().int(),
});
export type EventValues = z.infer<typeof eventValuesSchema>;

const citySchema = z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number() });

export const citiesSchema = z.object({ cities: z.array(citySchema) });
export type Cities = z.infer<typeof citiesSchema>;

export const eventEditorSchema = z.object({
  code: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** The statuses the event may move to now (event-status.ts; back to draft only without entries). */
  transitions: z.array(z.enum(EVENT_STATUSES)),
  /** The organizer the event belongs to, with the requisites its invoices carry (edited with the organizer). */
  organizer: z.object({
    id: z.number().int(),
    name: z.string(),
    legalName: z.string(),
    inn: z.string(),
    ogrn: z.string(),
    kpp: z.string(),
    address: z.string(),
    bankName: z.string(),
    bic: z.string(),
    settlementAccount: z.string(),
  }),
  values: eventValuesSchema,
  races: z.array(z.object({ code: z.string(), name: z.string() })),
  cities: z.array(citySchema),
  /** How many places are held or paid (a published event with entries cannot go back to draft). */
  entries: z.number().int(),
});
export type EventEditor = z.infer<typeof eventEditorSchema>;
