import {
  INSTALLMENT_DISCOUNT_KOPECKS,
  INSTALLMENT_INTERVAL_DAYS,
  INSTALLMENT_PARTS,
} from '../schemas/payments.js';

const DAY_MS = 86_400_000;

export interface InstallmentPart {
  part: number;
  dueAt: Date;
  amount: number;
}

/**
 * SPEC §9's installments of an order total (kopecks): the shown discount off, then a quarter now and three
 * more every two weeks. Parts are whole kopecks; the first takes what does not divide evenly, so the parts
 * always add up to the discounted total. Null when the order is too small to split (each part ≥ 1 ₽).
 */
export function installmentPlan(
  total: number,
  now: Date,
): { discount: number; parts: InstallmentPart[] } | null {
  const discount = Math.min(INSTALLMENT_DISCOUNT_KOPECKS, total);
  const due = total - discount;
  if (due < INSTALLMENT_PARTS * 100) return null;
  const share = Math.floor(due / INSTALLMENT_PARTS);
  const parts = Array.from({ length: INSTALLMENT_PARTS }, (_, i) => ({
    part: i + 1,
    dueAt: new Date(now.getTime() + i * INSTALLMENT_INTERVAL_DAYS * DAY_MS),
    amount: i === 0 ? due - share * (INSTALLMENT_PARTS - 1) : share,
  }));
  return { discount, parts };
}
