import { MAX_LAYERS, ReferralChain } from '../domain/referral-chain';
import type { AccountsPort } from './ports/accounts.port';
import type { AffiliateRepository } from './ports/affiliate.repository.port';

/**
 * The user's stored chain, or one built now from the "referred by" links recorded at sign-up
 * (affiliate.referral_codes) and stored. Both the signup and the purchase handlers call this, so
 * whichever event arrives first builds it.
 */
export async function ensureChain(accounts: AccountsPort, repo: AffiliateRepository, userId: string): Promise<ReferralChain> {
  const stored = await repo.findChain(userId);
  if (stored) return stored;
  const ancestry: string[] = [];
  let current = await accounts.find(userId);
  while (current?.referredBy && ancestry.length < MAX_LAYERS) {
    ancestry.push(current.referredBy);
    current = await accounts.find(current.referredBy);
  }
  const chain = ReferralChain.fromAncestry(userId, ancestry);
  return chain.referrers.length > 0 ? repo.saveChain(chain) : chain;
}
