import { z } from 'zod';
import { emailSchema } from './auth.js';
import { moneySchema } from './money.js';
import { personProfileViewSchema } from './profile.js';

/* The personal account (issue 4): relatives, my registrations, my orders, training history. */

/**
 * A relative is either a person the account holder created with a full profile (`created`), or another
 * account linked by e-mail (`linked`). A link waits (`pending`) until the other account's holder confirms
 * it from the e-mail they get; then their registrations show here and their notifications go to the adder.
 */
export const RELATIVE_KINDS = ['created', 'linked'] as const;
export const RELATIVE_STATUSES = ['active', 'pending'] as const;

export const relativeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RELATIVE_KINDS),
  status: z.enum(RELATIVE_STATUSES),
  fullName: z.string(),
  /** The linked account's e-mail; null for a created relative. */
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** Null for a link the other account has not confirmed yet: until then only the e-mail is shown. */
  gender: personProfileViewSchema.shape.gender.nullable(),
  /** The full profile, for created relatives (editable by the account holder); null for linked ones. */
  profile: personProfileViewSchema.nullable(),
});
export const relativesSchema = z.object({ items: z.array(relativeSchema) });

export const linkRelativeRequestSchema = z.object({ email: emailSchema });
export const confirmRelativeRequestSchema = z.object({ token: z.string().trim().min(16).max(200) });

export type Relative = z.infer<typeof relativeSchema>;

/** Admission checks of a registration (SPEC §3). */
export const ADMISSION_STATUSES = ['not-required', 'required', 'checking', 'approved', 'rejected'] as const;
export const admissionStatusSchema = z.enum(ADMISSION_STATUSES);
export const admissionSchema = z.object({
  medical: admissionStatusSchema,
  insurance: admissionStatusSchema,
  identity: admissionStatusSchema,
});

export const myRegistrationSchema = z.object({
  id: z.number().int(),
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({ code: z.string(), name: z.string(), lengthM: z.number().int() }).nullable(),
  participant: z.object({
    fullName: z.string(),
    /** Whose registration: the account holder's own, or a relative's. */
    relation: z.enum(['self', 'relative']),
  }),
  /** `expired`: a hold that ran out before payment (issue 14). */
  status: z.enum(['pending', 'confirmed', 'cancelled', 'expired']),
  bib: z.string().nullable(),
  admission: admissionSchema,
  /**
   * The check-in code the start-pack point finds the entry by (shared/domain/checkin-code.ts, ADR 025),
   * shown as a QR code; null for a registration that holds no place or whose event is over.
   */
  checkinCode: z.string().nullable(),
});
export const myRegistrationsSchema = z.object({
  upcoming: z.array(myRegistrationSchema),
  past: z.array(myRegistrationSchema),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** SPEC §4's order states (order-state.ts holds the transitions between them). */
export const ORDER_STATUSES = [
  'awaiting-payment',
  'partly-paid',
  'paid',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderItemSchema = z.object({
  name: z.string(),
  kind: z.enum(['registration', 'insurance', 'service', 'product']),
  price: moneySchema,
  count: z.number().int().min(1),
});
export const myOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  eventName: z.string().nullable(),
  /** The registration route's codes, for paying a pending order or paying a failed one again. */
  eventCode: z.string().nullable(),
  raceCode: z.string().nullable(),
  /** End of the payment window while awaiting payment. */
  expiresAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  total: moneySchema,
});
export const myOrdersSchema = z.object({ items: z.array(myOrderSchema) });
export type MyOrder = z.infer<typeof myOrderSchema>;

/** /MyAccount/Training: the holder's finished races and personal bests per distance. */
export const trainingResultSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  raceName: z.string(),
  /** The race's start, an ISO 8601 instant. */
  date: z.string(),
  lengthM: z.number().int(),
  /** Net time; null for DNF/DNS/DSQ. */
  timeMs: z.number().int().nullable(),
  status: z.enum(['finished', 'dnf', 'dns', 'dsq']),
  place: z.number().int().nullable(),
});
export const personalBestSchema = z.object({
  lengthM: z.number().int(),
  timeMs: z.number().int(),
  eventName: z.string(),
  /** The race's start, an ISO 8601 instant. */
  date: z.string(),
});
export const trainingSchema = z.object({
  /** Oldest first. */
  results: z.array(trainingResultSchema),
  /** One per distance, shortest distance first. */
  personalBests: z.array(personalBestSchema),
});
export type Training = z.infer<typeof trainingSchema>;
