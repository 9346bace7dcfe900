import { z } from 'zod';
import { addValidationMessages, v } from '../validation-messages.js';
import { moneySchema } from './money.js';
import { orderStatusSchema } from './payments.js';
import { ROW_ID_MAX } from './row-id.js';

/*
 * Bulk registration in the corporate cabinet (issue 19 item 7, ADR 031 point 6). Under
 * /api/corp/companies/:companyId:
 *
 *   GET  /registrations                          → corpOrdersSchema          the company's orders
 *   GET  /registrations/races?q=                 → corpRacesSchema           races open for registration
 *   GET  /registrations/races/:raceId?q=         → corpRaceChoiceSchema      the race and the employees' verdicts
 *   POST /registrations                          ← corpBookingSchema → corpBookedSchema (201)
 *   GET  /registrations/:number                  → corpOrderSchema           amount, hold, state, places
 *   POST /registrations/:number/pay              ← corpPaySchema → corpPaymentStartedSchema (201)
 *   GET  /registrations/:number/invoice.pdf                                  the invoice (organizer → company)
 *   POST /registrations/:number/places/:placeId/link → corpPlaceLinkSchema (201) a new link for an unclaimed place
 */

/** The rules' own messages (validation-messages.ts finds them once this module has loaded). */
const crv = addValidationMessages({
  corpBookingTooMany: {
    ru: 'Не больше 200 мест в одном заказе',
    en: 'At most 200 places in one order',
  },
  corpBookingDuplicate: { ru: 'Сотрудник выбран дважды', en: 'An employee is chosen twice' },
  corpBookingEmpty: {
    ru: 'Выберите сотрудников или укажите число мест по ссылке',
    en: 'Choose employees or a number of places by link',
  },
  corpQuotaNumber: { ru: 'Введите целое число от 0 до 200', en: 'Enter a whole number from 0 to 200' },
});

/** At most this many people in one corporate order (employees and places by link together). */
export const CORP_BOOKING_MAX = 200;
/** Employees a race's choice lists at a time (the search narrows them). */
export const CORP_EMPLOYEES_PAGE = 100;

const eventRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
});

export const corpRaceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  startsAt: z.string(),
  event: eventRefSchema,
  price: moneySchema,
  /** null: no limit. */
  placesLeft: z.number().int().nullable(),
});
export type CorpRace = z.infer<typeof corpRaceSchema>;

export const corpRacesQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const corpRacesSchema = z.object({ races: z.array(corpRaceSchema) });
export type CorpRaces = z.infer<typeof corpRacesSchema>;

/** Why an employee cannot take a place in the race (race-eligibility.ts's reasons). */
export const CORP_INELIGIBILITIES = [
  'gender',
  'gender-unknown',
  'birth-date-unknown',
  'too-young',
  'too-old',
] as const;

export const corpEmployeeChoiceSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** The employee linked their account: the entry takes their own profile. */
  linked: z.boolean(),
  eligible: z.boolean(),
  reason: z.enum(CORP_INELIGIBILITIES).nullable(),
  age: z.number().int().nullable(),
  /** Holds a place in this race already (their own entry, or an earlier order of the company). */
  registered: z.boolean(),
});
export type CorpEmployeeChoice = z.infer<typeof corpEmployeeChoiceSchema>;

export const corpRaceChoiceSchema = z.object({
  race: corpRaceSchema.extend({
    gender: z.enum(['any', 'male', 'female']),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    /** How many days the order holds its places unpaid (the event's setting). */
    holdDays: z.number().int(),
    /** The platform's service fee on the order (SPEC §9), as the booking prices it. */
    commissionBasisPoints: z.number().int(),
  }),
  employees: z.array(corpEmployeeChoiceSchema),
  /** Employees matching the search; more than listed: narrow it. */
  total: z.number().int(),
});
export type CorpRaceChoice = z.infer<typeof corpRaceChoiceSchema>;

const rowId = z.number(v('required')).int().min(1).max(ROW_ID_MAX);

export const corpBookingSchema = z
  .object({
    raceId: rowId,
    employeeIds: z
      .array(rowId)
      .max(CORP_BOOKING_MAX, crv('corpBookingTooMany'))
      .refine((ids) => new Set(ids).size === ids.length, crv('corpBookingDuplicate')),
    /** Places handed out by link: each a link the company gives to whoever takes it. */
    quota: z
      .number(crv('corpQuotaNumber'))
      .int(crv('corpQuotaNumber'))
      .min(0, crv('corpQuotaNumber'))
      .max(CORP_BOOKING_MAX, crv('corpQuotaNumber'))
      .default(0),
  })
  .refine((b) => b.employeeIds.length + b.quota >= 1, { ...crv('corpBookingEmpty'), path: ['employeeIds'] })
  .refine((b) => b.employeeIds.length + b.quota <= CORP_BOOKING_MAX, {
    ...crv('corpBookingTooMany'),
    path: ['employeeIds'],
  });
export type CorpBooking = z.output<typeof corpBookingSchema>;
export type CorpBookingInput = z.input<typeof corpBookingSchema>;

export const corpPlaceLinkSchema = z.object({ url: z.string() });
export type CorpPlaceLink = z.infer<typeof corpPlaceLinkSchema>;

export const corpBookedSchema = z.object({
  orderNumber: z.string(),
  /** The links of the places handed out by link: shown once here (only their hashes are kept). */
  links: z.array(corpPlaceLinkSchema),
});
export type CorpBooked = z.infer<typeof corpBookedSchema>;

const placeStatusSchema = z.enum(['pending', 'confirmed', 'cancelled', 'expired']);

export const corpOrderPlaceSchema = z.object({
  id: z.number().int(),
  /** An employee named by the company, or a place by link (named once somebody takes it). */
  kind: z.enum(['employee', 'link']),
  fullName: z.string(),
  status: placeStatusSchema,
  /** A place by link: somebody has taken it into their account. */
  claimed: z.boolean(),
});
export type CorpOrderPlace = z.infer<typeof corpOrderPlaceSchema>;

const orderSummarySchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  /** Until when the places are held unpaid; null once paid (or not awaiting payment). */
  expiresAt: z.string().nullable(),
  total: moneySchema,
  event: eventRefSchema,
  race: z.object({ code: z.string(), name: z.string() }),
  places: z.number().int(),
});

export const corpOrdersSchema = z.object({ orders: z.array(orderSummarySchema) });
export type CorpOrders = z.infer<typeof corpOrdersSchema>;
export type CorpOrderSummary = z.infer<typeof orderSummarySchema>;

export const CORP_PAY_METHODS = ['card', 'bank-details'] as const;
export type CorpPayMethod = (typeof CORP_PAY_METHODS)[number];

export const corpOrderSchema = orderSummarySchema.extend({
  paidAt: z.string().nullable(),
  bookedBy: z.string(),
  placesList: z.array(corpOrderPlaceSchema),
  /** The ways this order can be paid now (none once paid, cancelled or expired). */
  methods: z.array(z.enum(CORP_PAY_METHODS)),
  /**
   * The invoice made out to the company, when it chose to pay by bank details; `paymentUrl`: while it is
   * unpaid, the bank's page to pay it on (the sandbox's stands for a bank transfer).
   */
  invoice: z.object({ issuedAt: z.string(), paymentUrl: z.string().nullable() }).nullable(),
  /** The company's requisites the invoice names as payer; null when they are not complete yet. */
  payer: z.object({ name: z.string(), inn: z.string(), kpp: z.string(), address: z.string() }).nullable(),
});
export type CorpOrder = z.infer<typeof corpOrderSchema>;

export const corpPaySchema = z.object({ method: z.enum(CORP_PAY_METHODS, v('required')) });
export type CorpPay = z.infer<typeof corpPaySchema>;

export const corpPaymentStartedSchema = z.object({
  /** Card: the provider's page to pay on; an invoice: the bank's (the sandbox stands for it). */
  confirmationUrl: z.string(),
});
export type CorpPaymentStarted = z.infer<typeof corpPaymentStartedSchema>;
