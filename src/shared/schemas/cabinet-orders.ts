import { z } from 'zod';
import { ORDER_STATUSES } from './account.js';
import { moneySchema } from './money.js';

/*
 * An order as the organizer cabinet shows it (issue 18 items 3 and 8, ADR 026): on an entry's page and at
 * the support desk. What it sold and for how much (shared/domain/order-pricing.ts: total = full − discount
 * + fee), its payments and refunds, and its history of states with who and why.
 */

export const REGISTRATION_STATES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;

/**
 * Who did something: an account's name (its e-mail when it has none) and e-mail, or a system's name
 * ('provider:sandbox') without one.
 */
export const actorSchema = z.object({ role: z.string(), name: z.string(), email: z.string().optional() });
export type Actor = z.infer<typeof actorSchema>;

export const cabinetOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The account that placed it. */
  payer: z.object({ email: z.string(), name: z.string() }),
  lines: z.array(
    z.object({ kind: z.string(), name: z.string(), count: z.number().int(), price: moneySchema }),
  ),
  full: moneySchema,
  discount: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  paid: moneySchema,
  refunded: moneySchema,
  /** What a refund can still give back (paid, less refunds made or under way); 0 when not refundable. */
  refundable: moneySchema,
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: moneySchema,
      refunded: moneySchema,
      createdAt: z.string(),
      succeededAt: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      amount: moneySchema,
      status: z.string(),
      reason: z.string(),
      actor: actorSchema,
      createdAt: z.string(),
    }),
  ),
  transitions: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      reason: z.string(),
      actor: actorSchema,
      at: z.string(),
    }),
  ),
});
export type CabinetOrder = z.infer<typeof cabinetOrderSchema>;

/** A refund from the cabinet: all that is left (no amount) or part of it, always with a reason. */
export const cabinetRefundSchema = z.object({
  amount: z.number().int().min(1).max(100_000_000).optional(),
  reason: z.string().trim().min(1).max(500),
});
export type CabinetRefund = z.infer<typeof cabinetRefundSchema>;
