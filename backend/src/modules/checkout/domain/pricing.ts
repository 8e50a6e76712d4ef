import { describeDiscount, type Discount } from '@boogy/contracts/discount';

// The discount's shape and its wording are shared with the screens (@boogy/contracts/discount).
export { describeDiscount, type Discount };

/**
 * The one price rule: percentage → price × (1 − v/100), fixed → max(0, price − v) with v in cents.
 * Rounded to whole cents (half up), never below 0 or above the list price.
 */
export function discountedPrice(priceCents: number, discount: Discount | null): number {
  if (!discount) return priceCents;
  const raw =
    discount.discountType === 'percentage'
      ? priceCents * (1 - discount.discountValue / 100)
      : priceCents - discount.discountValue;
  return Math.min(priceCents, Math.max(0, Math.round(raw)));
}
