/*
 * The one pricing function of an order (issue 15; DESIGN §5, SPEC §3 order, §9 commission): the server
 * computes every amount with it, and the browser shows its preview with the same code. Money is integer
 * kopecks; percentages are basis points (1 % = 100); every rounding happens in `percentOf`.
 */

export const ORDER_LINE_KINDS = ['registration', 'insurance', 'service', 'good'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/** A line before pricing: what it is, its unit price (kopecks) and how many. */
export interface OrderLineInput {
  kind: OrderLineKind;
  unitAmount: number;
  quantity: number;
}

/** A discount code's effect: a share of the discountable amount, or a fixed amount off it. */
export type Discount = { type: 'percent'; basisPoints: number } | { type: 'amount'; amount: number };

export interface PricingInput {
  lines: readonly OrderLineInput[];
  /** The platform's commission (SPEC §9): from data, per event or the tenant's default. */
  commissionBasisPoints: number;
  discount: Discount | null;
}

export interface OrderPricing {
  /** Each line with its amount (unit × quantity). */
  lines: (OrderLineInput & { amount: number })[];
  /** Full cost: every line. */
  fullCost: number;
  /** The insurance premiums: never discounted, never under commission. */
  insurance: number;
  /** What a discount may take from: the full cost without insurance. */
  discountable: number;
  /** At most the discountable amount. */
  discount: number;
  /** On the discountable amount after the discount (SPEC §9: without the insurance fee). */
  commission: number;
  /** What the payer pays: full cost − discount + commission. */
  total: number;
}

/** 10,000 basis points: 100 %. */
export const FULL_BASIS_POINTS = 10_000;

/** `basisPoints` of `amount`, rounded half up to the kopeck: the only rounding of an order. */
export function percentOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + FULL_BASIS_POINTS / 2) / FULL_BASIS_POINTS);
}

const isKopecks = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Prices an order. Throws RangeError on amounts that are not whole non-negative kopecks (a bug upstream). */
export function priceOrder(input: PricingInput): OrderPricing {
  const { commissionBasisPoints: commissionBp, discount: code } = input;
  if (!isKopecks(commissionBp) || commissionBp > FULL_BASIS_POINTS) {
    throw new RangeError(`commission out of range: ${commissionBp}`);
  }
  const lines = input.lines.map((line) => {
    if (!isKopecks(line.unitAmount) || !Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`order line out of range: ${JSON.stringify(line)}`);
    }
    return { ...line, amount: line.unitAmount * line.quantity };
  });
  const fullCost = lines.reduce((sum, line) => sum + line.amount, 0);
  const insurance = lines.reduce((sum, line) => sum + (line.kind === 'insurance' ? line.amount : 0), 0);
  const discountable = fullCost - insurance;
  let discount = 0;
  if (code?.type === 'percent') {
    if (!isKopecks(code.basisPoints) || code.basisPoints > FULL_BASIS_POINTS) {
      throw new RangeError(`discount out of range: ${code.basisPoints}`);
    }
    discount = percentOf(discountable, code.basisPoints);
  } else if (code?.type === 'amount') {
    if (!isKopecks(code.amount)) throw new RangeError(`discount out of range: ${code.amount}`);
    discount = code.amount;
  }
  discount = Math.min(discount, discountable);
  const commission = percentOf(discountable - discount, commissionBp);
  return {
    lines,
    fullCost,
    insurance,
    discountable,
    discount,
    commission,
    total: fullCost - discount + commission,
  };
}
