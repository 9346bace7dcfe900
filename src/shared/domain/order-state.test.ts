import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/account.js';
import { installmentPlan } from './installments.js';
import { transition, type OrderEvent } from './order-state.js';

const EVENTS: OrderEvent[] = [
  'payment-succeeded',
  'installment-paid',
  'last-installment-paid',
  'window-ended',
  'cancelled-by-payer',
  'cancelled-by-organizer',
  'repeat-payment',
  'late-payment-placed',
  'refunded-in-full',
];

/** SPEC §4 as a table: every (status, event) pair that is allowed, and where it leads. */
const ALLOWED: [string, OrderEvent, string][] = [
  ['awaiting-payment', 'payment-succeeded', 'paid'],
  ['awaiting-payment', 'installment-paid', 'partly-paid'],
  ['awaiting-payment', 'last-installment-paid', 'paid'],
  ['awaiting-payment', 'window-ended', 'expired'],
  ['awaiting-payment', 'cancelled-by-payer', 'cancelled'],
  ['awaiting-payment', 'cancelled-by-organizer', 'cancelled'],
  ['partly-paid', 'last-installment-paid', 'paid'],
  ['partly-paid', 'refunded-in-full', 'refunded'],
  ['paid', 'refunded-in-full', 'refunded'],
  ['expired', 'repeat-payment', 'awaiting-payment'],
  ['expired', 'late-payment-placed', 'paid'],
];

describe('order state machine', () => {
  it.each(ALLOWED)('%s + %s → %s', (from, event, to) => {
    expect(transition(from as (typeof ORDER_STATUSES)[number], event)).toBe(to);
  });

  it('refuses every other transition', () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    let refused = 0;
    for (const from of ORDER_STATUSES)
      for (const event of EVENTS) {
        if (allowed.has(`${from} ${event}`)) continue;
        expect(transition(from, event), `${from} + ${event}`).toBeNull();
        refused++;
      }
    expect(refused).toBe(ORDER_STATUSES.length * EVENTS.length - ALLOWED.length);
  });

  it('cancelled and refunded orders are final', () => {
    for (const event of EVENTS) {
      expect(transition('cancelled', event)).toBeNull();
      expect(transition('refunded', event)).toBeNull();
    }
  });
});

describe('installment plan', () => {
  it('takes 100 ₽ off, then a quarter now and three more every two weeks', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const plan = installmentPlan(400_100, now);
    expect(plan?.discount).toBe(10_000);
    expect(plan?.parts.map((p) => p.amount)).toEqual([97_525, 97_525, 97_525, 97_525]);
    expect(plan?.parts.map((p) => p.dueAt.toISOString().slice(0, 10))).toEqual([
      '2026-11-24',
      '2026-12-08',
      '2026-12-22',
      '2027-01-05',
    ]);
  });

  it('parts always add up to the discounted total, in whole kopecks, first part the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_400, max: 100_000_000 }), (total) => {
        const plan = installmentPlan(total, new Date());
        expect(plan).not.toBeNull();
        const sum = plan!.parts.reduce((s, p) => s + p.amount, 0);
        expect(sum).toBe(total - plan!.discount);
        expect(plan!.parts.every((p) => Number.isInteger(p.amount) && p.amount >= 100)).toBe(true);
        expect(plan!.parts[0]!.amount).toBeGreaterThanOrEqual(plan!.parts[1]!.amount);
      }),
    );
  });

  it('is not offered for an order too small to split', () => {
    expect(installmentPlan(10_399, new Date())).toBeNull();
  });
});
