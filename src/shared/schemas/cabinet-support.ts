import { z } from 'zod';
import { cabinetOrderSchema, REGISTRATION_STATES } from './cabinet-orders.js';

/*
 * The support desk (issue 18 item 8, ADR 026): the tenant's help desk (support) finds any order or
 * participant of the tenant; an organizer's owner or manager those of their organizers' events.
 *
 *   GET  /api/cabinet/support/search?q=             → supportSearchSchema
 *   GET  /api/cabinet/support/orders/:number        → supportOrderSchema
 *   POST /api/cabinet/support/orders/:number/resend → supportOrderSchema (the confirmation mail again)
 *   POST /api/cabinet/support/orders/:number/refund ← cabinetRefundSchema → supportOrderSchema
 */

export const supportSearchQuerySchema = z.object({
  /** An e-mail, a name (words in any order), an order number or a phone (digits, any punctuation). */
  q: z.string().trim().min(2).max(100),
});

export const supportSearchSchema = z.object({
  results: z.array(
    z.object({
      order: z.object({ number: z.string(), status: z.string() }).nullable(),
      entry: z
        .object({
          id: z.number().int(),
          name: z.string(),
          state: z.enum(REGISTRATION_STATES),
          race: z.string(),
        })
        .nullable(),
      event: z.object({ code: z.string(), name: z.string() }),
      email: z.string(),
      phone: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** More matched than shown: narrow the search. */
  more: z.boolean(),
});
export type SupportSearch = z.infer<typeof supportSearchSchema>;

export const supportOrderSchema = z.object({
  event: z.object({ code: z.string(), name: z.string() }),
  order: cabinetOrderSchema,
  registrations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      race: z.string(),
      state: z.enum(REGISTRATION_STATES),
      bib: z.string().nullable(),
    }),
  ),
  /** What the payment provider told us about the order's payments, newest first. */
  notifications: z.array(
    z.object({ provider: z.string(), eventId: z.string(), outcome: z.string(), receivedAt: z.string() }),
  ),
  /** The mails about the order sent to its payer, newest first. */
  mails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** May send its confirmation again / refund it (the user's role for its organizer). */
  canResend: z.boolean(),
  canRefund: z.boolean(),
});
export type SupportOrder = z.infer<typeof supportOrderSchema>;
