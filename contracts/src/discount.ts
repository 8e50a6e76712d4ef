// How a voucher's discount is said on screen ('Voucher Applied!' toast, order summary), shared by
// the screens and the server. Dependency-free on purpose: the backend loads this file as it is.

/** A voucher's discount: a percentage (0–100) or a fixed amount in cents. */
export interface Discount {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
}

/** "50% off" or "$2.50 off" ("$3 off" for whole dollars). */
export function describeDiscount(discount: Discount): string {
  if (discount.discountType === 'percentage') return `${discount.discountValue}% off`;
  const dollars = discount.discountValue / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} off`;
}

/** The smallest charge: a price after vouchers is 0 (the free download) or at least $1.00. */
export const MINIMUM_CHARGE_CENTS = 100;

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

/** Whether a price may be charged: free, or at least MINIMUM_CHARGE_CENTS (1–99 cents is refused). */
export function isChargeablePrice(cents: number): boolean {
  return cents === 0 || cents >= MINIMUM_CHARGE_CENTS;
}
