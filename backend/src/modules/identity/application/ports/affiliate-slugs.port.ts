export const AFFILIATE_SLUGS = Symbol('IdentityAffiliateSlugs');

/** Personalised invitation slugs, which the affiliate context owns. */
export interface AffiliateSlugs {
  /** The user holding this (normalised) slug, whatever their account's state. */
  holderOf(slug: string): Promise<string | null>;
  slugOf(userId: string): Promise<string | null>;
}
