/** A voucher's discount: a percentage (0–100) or a fixed amount in cents. */
export interface Discount {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
}

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

/** "50% off" or "$2.50 off", as the 'Voucher Applied!' toast says it. */
export function describeDiscount(discount: Discount): string {
  if (discount.discountType === 'percentage') return `${discount.discountValue}% off`;
  const dollars = discount.discountValue / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} off`;
}
