import { AffiliateError } from './affiliate-errors';

export const MAX_LAYERS = 3;
export type Layer = 1 | 2 | 3;

/**
 * Who earns from a user's purchases: the person who referred them (layer 1), that person's
 * referrer (layer 2) and theirs (layer 3). A chain never holds the same user twice and never the
 * user themselves, so nobody earns from their own purchase.
 */
export class ReferralChain {
  private constructor(
    readonly userId: string,
    readonly referrers: readonly string[],
  ) {}

  /**
   * From the referrer ancestry (nearest first). The chain stops at the first id that is already in
   * it (a cycle in bad data) instead of paying anyone twice.
   */
  static fromAncestry(userId: string, ancestry: readonly (string | null | undefined)[]): ReferralChain {
    const seen = new Set([userId]);
    const referrers: string[] = [];
    for (const id of ancestry.slice(0, MAX_LAYERS)) {
      if (!id || seen.has(id)) break;
      seen.add(id);
      referrers.push(id);
    }
    return new ReferralChain(userId, referrers);
  }

  /** A stored chain, re-checked: a row that breaks the invariant is refused, not paid from. */
  static restore(userId: string, layers: readonly (string | null)[]): ReferralChain {
    const chain = ReferralChain.fromAncestry(userId, layers);
    const given = layers.filter((id): id is string => Boolean(id));
    if (given.length !== chain.referrers.length) throw new AffiliateError('invalid', 'broken_chain', `Referral chain of ${userId} holds a user twice or a gap`);
    return chain;
  }

  layer(n: Layer): string | null {
    return this.referrers[n - 1] ?? null;
  }

  /** Each referrer with its layer, nearest first. */
  entries(): { layer: Layer; affiliateUserId: string }[] {
    return this.referrers.map((affiliateUserId, i) => ({ layer: (i + 1) as Layer, affiliateUserId }));
  }
}
