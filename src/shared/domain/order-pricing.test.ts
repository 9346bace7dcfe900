import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_BASIS_POINTS,
  ORDER_LINE_KINDS,
  percentOf,
  priceOrder,
  type Discount,
  type OrderLineInput,
} from './order-pricing.js';

const line = fc.record<OrderLineInput>({
  kind: fc.constantFrom(...ORDER_LINE_KINDS),
  unitAmount: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    type: fc.constant('percent' as const),
    basisPoints: fc.integer({ min: 0, max: FULL_BASIS_POINTS }),
  }),
  fc.record({ type: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 50_000_000 }) }),
);
const order = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  commissionBasisPoints: fc.integer({ min: 0, max: 2_000 }),
  discount,
});

describe('priceOrder', () => {
  it('prices a registration with insurance, a T-shirt and a 10 % code, commission 5 % without insurance', () => {
    const priced = priceOrder({
      lines: [
        { kind: 'registration', unitAmount: 150_000, quantity: 2 },
        { kind: 'insurance', unitAmount: 35_000, quantity: 2 },
        { kind: 'good', unitAmount: 120_000, quantity: 1 },
      ],
      commissionBasisPoints: 500,
      discount: { type: 'percent', basisPoints: 1_000 },
    });
    expect(priced).toMatchObject({
      fullCost: 490_000,
      insurance: 70_000,
      discountable: 420_000,
      discount: 42_000,
      // 5 % of 378,000
      commission: 18_900,
      total: 490_000 - 42_000 + 18_900,
    });
  });

  it('rounds half up to the kopeck, in one place', () => {
    expect(percentOf(333, 150)).toBe(5); // 4.995
    expect(percentOf(100, 250)).toBe(3); // 2.5
    expect(percentOf(100, 249)).toBe(2); // 2.49
    const priced = priceOrder({
      lines: [{ kind: 'registration', unitAmount: 99_999, quantity: 1 }],
      commissionBasisPoints: 350,
      discount: null,
    });
    expect(priced.commission).toBe(3_500); // 3,499.965
  });

  it('never charges below zero, never discounts more than the discountable amount, never puts commission on insurance', () => {
    fc.assert(
      fc.property(order, (input) => {
        const priced = priceOrder(input);
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(priced.discount).toBeLessThanOrEqual(priced.discountable);
        expect(priced.discount).toBeGreaterThanOrEqual(0);
        expect(priced.total).toBe(priced.fullCost - priced.discount + priced.commission);
        expect(priced.total).toBeGreaterThanOrEqual(priced.insurance);
        for (const amount of [priced.total, priced.commission, priced.discount]) {
          expect(Number.isInteger(amount)).toBe(true);
        }
        // the insurance lines changed: the commission and the discount stay
        const moreInsurance = priceOrder({
          ...input,
          lines: [...input.lines, { kind: 'insurance', unitAmount: 77_777, quantity: 3 }],
        });
        expect(moreInsurance.commission).toBe(priced.commission);
        expect(moreInsurance.discount).toBe(priced.discount);
      }),
    );
  });

  it('a bigger discount never makes the order dearer', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 5_000_000 }), (input, extra) => {
        const base = priceOrder({ ...input, discount: { type: 'amount', amount: 0 } });
        const off = priceOrder({ ...input, discount: { type: 'amount', amount: extra } });
        expect(off.total).toBeLessThanOrEqual(base.total);
      }),
    );
  });

  it('refuses amounts that are not whole kopecks or quantities below one (a bug upstream, not input)', () => {
    const bad = (l: OrderLineInput) => () =>
      priceOrder({ lines: [l], commissionBasisPoints: 0, discount: null });
    expect(bad({ kind: 'good', unitAmount: 10.5, quantity: 1 })).toThrow(RangeError);
    expect(bad({ kind: 'good', unitAmount: -1, quantity: 1 })).toThrow(RangeError);
    expect(bad({ kind: 'good', unitAmount: 100, quantity: 0 })).toThrow(RangeError);
    expect(bad({ kind: 'good', unitAmount: 100, quantity: 1.5 })).toThrow(RangeError);
    expect(() =>
      priceOrder({ lines: [], commissionBasisPoints: 0, discount: { type: 'percent', basisPoints: 10_001 } }),
    ).toThrow(RangeError);
  });
});
