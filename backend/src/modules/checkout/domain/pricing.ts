import { describeDiscount, discountedPrice, isChargeablePrice, MINIMUM_CHARGE_CENTS, type Discount } from '@boogy/contracts/discount';

// The discount's shape, its wording and the price rules (percentage or fixed, rounded half up,
// never below 0; a price is 0 or at least $1.00) are shared with the screens (@boogy/contracts/discount),
// so the admin's voucher form warns with the very rule the server applies.
export { describeDiscount, discountedPrice, isChargeablePrice, MINIMUM_CHARGE_CENTS, type Discount };
