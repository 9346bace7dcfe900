import { z } from 'zod';
import { CABINET_ACTIONS } from '../domain/cabinet-permissions.js';
import { OFFLINE_PAYMENT_METHODS } from '../domain/payment-methods.js';
import { admissionSchema } from './account.js';
import { moneySchema } from './money.js';
import { actorSchema, cabinetOrderSchema, REGISTRATION_STATES } from './cabinet-orders.js';
import { entryDraftSchema, RACE_FORM_FIELDS } from './registration.js';

/*
 * One entry in the organizer cabinet (issue 18 item 3, ADR 026).
 *
 *   GET  /api/cabinet/events/:code/entries/:id         → cabinetEntrySchema
 *   PUT  /api/cabinet/events/:code/entries/:id         ← entryEditSchema → cabinetEntrySchema (400: fields under form.*)
 *   POST /api/cabinet/events/:code/entries/:id/move    ← entryMoveSchema → entryChangedSchema
 *   POST /api/cabinet/events/:code/entries/:id/cancel  ← entryCancelSchema → entryChangedSchema
 */

const historyBase = { at: z.string(), actor: actorSchema };

/**
 * What happened to the entry and its orders, newest first: the orders' transitions, the cabinet's changes
 * and the start-pack point's events (ADR 025), each with who and when.
 */
export const entryHistorySchema = z.discriminatedUnion('kind', [
  z.object({
    ...historyBase,
    kind: z.literal('order'),
    order: z.string(),
    from: z.string(),
    to: z.string(),
    reason: z.string(),
  }),
  z.object({
    ...historyBase,
    kind: z.literal('edited'),
    changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  }),
  z.object({
    ...historyBase,
    kind: z.literal('moved'),
    from: z.string(),
    to: z.string(),
    /** Dearer race: what the participant pays on top (its own order); cheaper: what went back. */
    due: moneySchema.nullable(),
    refunded: moneySchema.nullable(),
    order: z.string().nullable(),
    reason: z.string(),
  }),
  z.object({
    ...historyBase,
    kind: z.literal('cancelled'),
    reason: z.string(),
    refunded: moneySchema.nullable(),
  }),
  /** The start pack given at the desk, with the admission statuses the desk saw then. */
  z.object({ ...historyBase, kind: z.literal('start-pack-given'), admission: admissionSchema }),
  /** A start pack given by mistake taken back (owner, manager); when and by whom it had been given. */
  z.object({
    ...historyBase,
    kind: z.literal('start-pack-returned'),
    givenAt: z.string().nullable(),
    givenBy: z.string(),
  }),
  /** Registered at the start-pack point: the race, what was paid and how, where the confirmation went. */
  z.object({
    ...historyBase,
    kind: z.literal('registered-offline'),
    race: z.string(),
    paid: moneySchema.nullable(),
    method: z.enum(OFFLINE_PAYMENT_METHODS).nullable(),
    mailedTo: z.string().nullable(),
  }),
]);
export type EntryHistoryItem = z.infer<typeof entryHistorySchema>;

export const cabinetEntrySchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), timeZone: z.string() }),
  entry: z.object({
    id: z.number().int(),
    bib: z.string().nullable(),
    /** A hold past its time reads expired. */
    state: z.enum(REGISTRATION_STATES),
    race: z.object({ code: z.string(), name: z.string() }),
    lastName: z.string(),
    firstName: z.string(),
    gender: z.enum(['male', 'female']).nullable(),
    birthDate: z.string().nullable(),
    city: z.string(),
    /** The account that registered them; a friend's own address when they were invited. */
    email: z.string().nullable(),
    registeredAt: z.string(),
    team: z.string().nullable(),
    admission: admissionSchema,
    /** The race's form fields, and the entry as registered (the registration form's keys). */
    fields: z.array(z.enum(RACE_FORM_FIELDS)),
    form: entryDraftSchema,
    /** What the place was bought at (its order line). */
    price: moneySchema.nullable(),
  }),
  /** The entry's order first, then the orders its changes made (a dearer race's difference). */
  orders: z.array(cabinetOrderSchema),
  history: z.array(entryHistorySchema),
  /** The event's other races it can be moved to, with their price now and places left (null: no limit). */
  races: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      price: moneySchema.nullable(),
      left: z.number().int().nullable(),
    }),
  ),
  permissions: z.array(z.enum(CABINET_ACTIONS)),
});
export type CabinetEntry = z.infer<typeof cabinetEntrySchema>;

/** The participant's data as the registration form has it; checked by the race's form (400: form.*). */
export const entryEditSchema = z.object({ form: entryDraftSchema });
export type EntryEdit = z.infer<typeof entryEditSchema>;

export const entryMoveSchema = z.object({
  race: z.string().trim().min(1).max(100),
  reason: z.string().trim().max(500).default(''),
});
export type EntryMove = z.infer<typeof entryMoveSchema>;

/** Cancel the entry (its place is free at once); `refund`: kopecks back to the payer, 0 for none. */
export const entryCancelSchema = z.object({
  reason: z.string().trim().min(1).max(500),
  refund: z.number().int().min(0).max(100_000_000),
});
export type EntryCancel = z.infer<typeof entryCancelSchema>;

export const entryChangedSchema = z.object({
  entry: cabinetEntrySchema,
  /** A move to a dearer race: the order the participant pays the difference by. */
  due: z.object({ order: z.string(), amount: moneySchema }).nullable(),
  refunded: moneySchema.nullable(),
});
export type EntryChanged = z.infer<typeof entryChangedSchema>;
