import {
  priceOrder,
  type Discount,
  type OrderLineKind,
  type OrderPricing,
} from '../../../shared/domain/order-pricing.js';
import type { StockShortage } from '../../../shared/errors.js';
import type { OptionChoices } from '../../../shared/schemas/registration-options.js';
import type { RegistrationContext, RegistrationDraft } from '../../../shared/schemas/registration.js';
import { NO_CHOICES, type FlowParticipant } from './flow.js';

/*
 * The my-order step's preview (issue 15): the order's lines from the draft and the race's offers, priced by
 * the same function the server uses (order-pricing.ts). The server computes the amounts again and
 * answers them; this is what the user sees before sending.
 */

export interface PreviewLine {
  id: string;
  kind: OrderLineKind;
  name: string;
  /** Whose it is (a registration, a participant's option); null for the order's own. */
  who: string | null;
  unitAmount: number;
  quantity: number;
}

export interface OrderPreview {
  lines: PreviewLine[];
  pricing: OrderPricing;
  currency: string;
}

/** Each participant's price: the one chosen where the race lets them, else the price in force. */
export function unitPriceOf(context: RegistrationContext, draft: RegistrationDraft): number {
  const bounds = context.race.customPrice;
  if (!bounds) return context.race.price.amount;
  const chosen = draft.customPrice;
  return chosen !== null && chosen !== undefined && chosen >= bounds.min.amount && chosen <= bounds.max.amount
    ? chosen
    : bounds.min.amount;
}

/** The order's lines and amounts as the draft stands, with the discount of the code applied (if any). */
export function orderPreview(
  context: RegistrationContext,
  draft: RegistrationDraft,
  nameOf: (participant: FlowParticipant) => string,
  discount: Discount | null,
): OrderPreview {
  const unit = unitPriceOf(context, draft);
  const byKey = new Map(draft.participants.map((p) => [p.key, p]));
  const whose = (key: string | undefined) => {
    const participant = key === undefined ? undefined : byKey.get(key);
    return participant ? nameOf(participant) : null;
  };
  const choices = draft.options ?? NO_CHOICES;
  const lines: PreviewLine[] = draft.participants.map((p) => ({
    id: `registration:${p.key}`,
    kind: 'registration',
    name: context.race.name,
    who: nameOf(p),
    unitAmount: unit,
    quantity: 1,
  }));
  // a team race whose captain pays for everyone: the teammates' places too (the server adds them, issue 17)
  const team = context.team;
  if (team && team.role === 'captain' && context.race.team?.payment === 'captain') {
    for (const member of team.members.filter((m) => !m.you)) {
      lines.push({
        id: `registration:team-${member.id}`,
        kind: 'registration',
        name: context.race.name,
        who: member.name,
        unitAmount: unit,
        quantity: 1,
      });
    }
  }
  for (const choice of choices.insurance) {
    const offer = context.options.insurances.find((o) => o.id === choice.insuranceId);
    if (!offer || !byKey.has(choice.participantKey)) continue;
    lines.push({
      id: `insurance:${offer.id}:${choice.participantKey}`,
      kind: 'insurance',
      name: offer.policyType,
      who: whose(choice.participantKey),
      unitAmount: offer.premium.amount,
      quantity: 1,
    });
  }
  for (const choice of choices.items) {
    const item = context.options.items.find((o) => o.id === choice.itemId);
    if (!item || (choice.participantKey !== undefined && !byKey.has(choice.participantKey))) continue;
    const variant = item.variants.find((v) => v.id === choice.variantId);
    lines.push({
      id: `item:${item.id}:${choice.variantId ?? ''}:${choice.participantKey ?? ''}`,
      kind: item.kind,
      name: variant ? `${item.name}, ${variant.label}` : item.name,
      who: whose(choice.participantKey),
      unitAmount: item.price.amount,
      quantity: choice.quantity,
    });
  }
  const pricing = priceOrder({
    lines,
    commissionBasisPoints: context.race.commissionBasisPoints,
    discount,
  });
  return { lines, pricing, currency: context.race.price.currency };
}

/**
 * The choices cut to what is left in stock (SPEC §8: the order adjusts itself): for each item short, the
 * quantities are taken down in order until they fit; choices left with nothing go.
 */
export function fitToStock(choices: OptionChoices, shortages: readonly StockShortage[]): OptionChoices {
  const room = new Map(shortages.map((s) => [`${s.itemId}:${s.variantId ?? ''}`, s.inStock]));
  const items: OptionChoices['items'] = [];
  for (const choice of choices.items) {
    const key = `${choice.itemId}:${choice.variantId ?? ''}`;
    const left = room.get(key);
    if (left === undefined) {
      items.push(choice);
      continue;
    }
    const quantity = Math.min(choice.quantity, left);
    room.set(key, left - quantity);
    if (quantity > 0) items.push({ ...choice, quantity });
  }
  return { insurance: choices.insurance, items };
}
