import { z } from 'zod';
import { v } from '../validation-messages.js';
import { moneySchema } from './money.js';
import { rowIdSchema } from './row-id.js';

/*
 * The options step and the my-order step of registration (issue 15; SPEC §3 order, cart item, options,
 * insurance types; §4 promo-code states; §5 price bounds, consents, promo rules; §8 stock and promo errors).
 *
 *   the race's options, in GET /api/registration/:eventCode/:raceCode       → raceOptionsSchema
 *   POST /api/registration/:eventCode/:raceCode/promo   ← promoCheckSchema  → promoAppliedSchema
 *   POST /api/registration/:eventCode/:raceCode/access  ← promoCheckSchema  → 204 (the promo-code gate)
 *   the user's choices, in the draft and in POST …/order                    ← optionChoicesSchema
 */

export const INSURANCE_TYPES = ['accident', 'cancellation', 'bicycle', 'ski'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/** Insurance a race offers each participant: sport, policy type, first day, what it pays out, premium. */
export const insuranceOfferSchema = z.object({
  id: z.number().int(),
  type: z.enum(INSURANCE_TYPES),
  sport: z.string(),
  policyType: z.string(),
  /** ISO date the policy starts. */
  startsOn: z.string(),
  compensation: moneySchema,
  premium: moneySchema,
});
export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;

/** A good's variant (a size): null stock is unlimited; 0 cannot be chosen. */
export const itemVariantSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  stockLeft: z.number().int().nullable(),
});

/** A service or good sold with the registration, once per order or per participant. */
export const itemOfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['service', 'good']),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  per: z.enum(['order', 'participant']),
  imageUrl: z.string().nullable(),
  /** Of an item without variants; null: unlimited. */
  stockLeft: z.number().int().nullable(),
  variants: z.array(itemVariantSchema),
});
export type ItemOffer = z.infer<typeof itemOfferSchema>;

export const raceOptionsSchema = z.object({
  insurances: z.array(insuranceOfferSchema),
  items: z.array(itemOfferSchema),
});
export type RaceOptions = z.infer<typeof raceOptionsSchema>;

/** The most of one item an order takes. */
export const MAX_ITEM_QUANTITY = 10;

const participantKeySchema = z.string().min(1).max(40);
const quantitySchema = z
  .number(v('quantityInvalid'))
  .int(v('quantityInvalid'))
  .min(1, v('quantityInvalid'))
  .max(MAX_ITEM_QUANTITY, v('quantityInvalid'));

/** What the user chose on the options step (kept in the draft, sent with the order). */
export const optionChoicesSchema = z.object({
  /** One policy per participant and insurance offer. */
  insurance: z
    .array(z.object({ participantKey: participantKeySchema, insuranceId: rowIdSchema }))
    .max(60)
    .default([]),
  items: z
    .array(
      z.object({
        itemId: rowIdSchema,
        variantId: rowIdSchema.optional(),
        /** For an item sold per participant: whose it is. */
        participantKey: participantKeySchema.optional(),
        quantity: quantitySchema,
      }),
    )
    .max(100)
    .default([]),
});
export type OptionChoices = z.infer<typeof optionChoicesSchema>;

export const NO_OPTIONS: OptionChoices = { insurance: [], items: [] };

/** The agreements of the my-order step (SPEC §5), each required. */
export const consentsSchema = z.object({
  receipt: z.literal(true, v('receiptConsentRequired')),
  terms: z.literal(true, v('agreementRequired')),
  rules: z.literal(true, v('agreementRequired')),
  medical: z.literal(true, v('agreementRequired')),
});

/** A promo code as typed: trimmed, upper-cased; letters, digits and dashes. */
export const promoCodeSchema = z
  .string(v('promoCodeEmpty'))
  .trim()
  .min(1, v('promoCodeEmpty'))
  .max(40, v('promoCodeInvalid'))
  .regex(/^[\p{L}\p{N}_-]+$/u, v('promoCodeInvalid'))
  .transform((code) => code.toUpperCase());

/** POST …/promo and …/access. */
export const promoCheckSchema = z.object({ code: promoCodeSchema });

/** 200 of POST …/promo: the code applies to this race; its effect on the order (order-pricing.ts). */
export const promoAppliedSchema = z.object({
  code: z.string(),
  discount: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), basisPoints: z.number().int() }),
    z.object({ type: z.literal('amount'), amount: z.number().int() }),
  ]),
});
export type PromoApplied = z.infer<typeof promoAppliedSchema>;

/** The order's amounts as the server computed them (order-pricing.ts), for my-order and the success page. */
export const orderAmountsSchema = z.object({
  full: moneySchema,
  insurance: moneySchema,
  discount: moneySchema,
  commission: moneySchema,
  total: moneySchema,
  promoCode: z.string().nullable(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;
