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
