import type { Language } from '../../shared/constants.js';
import type { StockShortage } from '../../shared/errors.js';
import type { Discount, OrderLineInput } from '../../shared/domain/order-pricing.js';
import type { OptionChoices, RaceOptions } from '../../shared/schemas/registration-options.js';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../shared/validation-messages.js';
import { pick } from '../catalogue/cards.js';
import type { PromoCodeRow } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { InsuranceRow, ItemRow, StockTaken, VariantRow } from './options.repo.js';

/*
 * The options of an order (issue 15): what the race offers, as the flow shows it; the user's choices
 * checked against it and turned into order lines; the stock they need; and the promo codes' rules.
 */

/** A race's offers as read from the database. */
export interface Offers {
  insurances: InsuranceRow[];
  items: ItemRow[];
  variants: VariantRow[];
}

/** An option line of an order before pricing: what it sells, to whom, and its price. */
export interface OptionLine extends OrderLineInput {
  kind: 'insurance' | 'service' | 'good';
  name: string;
  participantKey: string | null;
  itemId: number | null;
  variantId: number | null;
  insuranceId: number | null;
}

/** What is left of a stock: null is unlimited, never below 0. */
const left = (stock: number | null, taken: number) => (stock === null ? null : Math.max(stock - taken, 0));

/** The offers as the options step shows them, with what is left in stock at `taken`. */
export function optionsView(offers: Offers, taken: StockTaken, lang: Language, raceDay: string): RaceOptions {
  return {
    insurances: offers.insurances.map((i) => ({
      id: i.id,
      type: i.type,
      sport: pick(lang, i.sportRu, i.sportEn),
      policyType: pick(lang, i.policyTypeRu, i.policyTypeEn),
      startsOn: i.startsOn ?? raceDay,
      compensation: { amount: i.compensationAmount, currency: i.currency },
      premium: { amount: i.premiumAmount, currency: i.currency },
    })),
    items: offers.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      name: pick(lang, item.nameRu, item.nameEn),
      description: pick(lang, item.descriptionRu, item.descriptionEn),
      price: { amount: item.priceAmount, currency: item.currency },
      per: item.per,
      imageUrl: item.imageUrl,
      stockLeft: left(item.stock, taken.items.get(item.id) ?? 0),
      variants: offers.variants
        .filter((v) => v.itemId === item.id)
        .map((v) => ({
          id: v.id,
          label: pick(lang, v.labelRu, v.labelEn),
          stockLeft: left(v.stock, taken.variants.get(v.id) ?? 0),
        })),
    })),
  };
}

/**
 * The choices checked against the offers and the order's participants (400 with each wrong choice's
 * message under `options.insurance.N…` / `options.items.N…`), answered as order lines.
 */
export function optionLines(
  offers: Offers,
  choices: OptionChoices,
  participantKeys: readonly string[],
  lang: Language,
): OptionLine[] {
  const fields: Record<string, string> = {};
  const fail = (path: string, key: ValidationMessageKey) => {
    fields[path] ??= VALIDATION_MESSAGES[key][lang];
  };
  const keys = new Set(participantKeys);
  const seen = new Set<string>();
  const lines: OptionLine[] = [];

  choices.insurance.forEach((choice, i) => {
    const offer = offers.insurances.find((o) => o.id === choice.insuranceId);
    const at = `options.insurance.${i}`;
    if (!offer) return fail(`${at}.insuranceId`, 'optionUnavailable');
    if (!keys.has(choice.participantKey)) return fail(`${at}.participantKey`, 'optionUnavailable');
    const once = `insurance:${offer.id}:${choice.participantKey}`;
    if (seen.has(once)) return fail(`${at}.insuranceId`, 'optionTwice');
    seen.add(once);
    lines.push({
      kind: 'insurance',
      name: `${pick(lang, offer.policyTypeRu, offer.policyTypeEn)} (${pick(lang, offer.sportRu, offer.sportEn)})`,
      unitAmount: offer.premiumAmount,
      quantity: 1,
      participantKey: choice.participantKey,
      itemId: null,
      variantId: null,
      insuranceId: offer.id,
    });
  });

  choices.items.forEach((choice, i) => {
    const item = offers.items.find((o) => o.id === choice.itemId);
    const at = `options.items.${i}`;
    if (!item) return fail(`${at}.itemId`, 'optionUnavailable');
    const variants = offers.variants.filter((v) => v.itemId === item.id);
    const variant = variants.find((v) => v.id === choice.variantId);
    if (variants.length && !variant) return fail(`${at}.variantId`, 'variantRequired');
    if (!variants.length && choice.variantId !== undefined)
      return fail(`${at}.variantId`, 'optionUnavailable');
    const whose = item.per === 'participant' ? choice.participantKey : undefined;
    if (item.per === 'participant' && (whose === undefined || !keys.has(whose))) {
      return fail(`${at}.participantKey`, 'optionUnavailable');
    }
    if (item.per === 'order' && choice.participantKey !== undefined) {
      return fail(`${at}.participantKey`, 'optionUnavailable');
    }
    const once = `item:${item.id}:${variant?.id ?? ''}:${whose ?? ''}`;
    if (seen.has(once)) return fail(`${at}.itemId`, 'optionTwice');
    seen.add(once);
    const name = pick(lang, item.nameRu, item.nameEn);
    lines.push({
      kind: item.kind,
      name: variant ? `${name}, ${pick(lang, variant.labelRu, variant.labelEn)}` : name,
      unitAmount: item.priceAmount,
      quantity: choice.quantity,
      participantKey: whose ?? null,
      itemId: item.id,
      variantId: variant?.id ?? null,
      insuranceId: null,
    });
  });

  if (Object.keys(fields).length) throw new DomainError('VALIDATION_FAILED', { fields });
  return lines;
}

/** Items and variants the lines ask more of than `taken` leaves (SPEC §8: the order adjusts to them). */
export function stockShortages(
  offers: Offers,
  lines: readonly OptionLine[],
  taken: StockTaken,
): StockShortage[] {
  const wanted = new Map<string, { itemId: number; variantId: number | null; quantity: number }>();
  for (const line of lines) {
    if (line.itemId === null) continue;
    const key = `${line.itemId}:${line.variantId ?? ''}`;
    const entry = wanted.get(key) ?? { itemId: line.itemId, variantId: line.variantId, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(key, entry);
  }
  const short: StockShortage[] = [];
  for (const { itemId, variantId, quantity } of wanted.values()) {
    const stock =
      variantId === null
        ? left(offers.items.find((i) => i.id === itemId)?.stock ?? null, taken.items.get(itemId) ?? 0)
        : left(
            offers.variants.find((v) => v.id === variantId)?.stock ?? null,
            taken.variants.get(variantId) ?? 0,
          );
    if (stock !== null && quantity > stock) short.push({ itemId, variantId, inStock: stock });
  }
  return short;
}

/** Where a promo code is used: the race (and its event) at a moment. */
export interface PromoScope {
  raceId: number;
  eventId: number;
  now: Date;
}

/** A code of this purpose that applies to the race now: active, within its dates, for this race or event. */
export function promoApplies(
  code: PromoCodeRow,
  purpose: PromoCodeRow['purpose'],
  scope: PromoScope,
): boolean {
  return (
    code.active &&
    code.purpose === purpose &&
    (code.validFrom === null || code.validFrom <= scope.now) &&
    (code.validUntil === null || code.validUntil > scope.now) &&
    (code.eventId === null || code.eventId === scope.eventId) &&
    (code.raceId === null || code.raceId === scope.raceId)
  );
}

/** A discount code's effect on the order (order-pricing.ts). */
export function discountOf(code: PromoCodeRow): Discount {
  return code.percentBp !== null
    ? { type: 'percent', basisPoints: code.percentBp }
    : { type: 'amount', amount: code.amount ?? 0 };
}
