import type { HelpFacts } from '../views';

export const PRODUCT_TERMS = Symbol('PRODUCT_TERMS');

/** The product's numbers (price, credits, affiliate rates, payouts) as the contexts that own them define them. */
export interface ProductTerms {
  helpFacts(): Promise<HelpFacts>;
}
