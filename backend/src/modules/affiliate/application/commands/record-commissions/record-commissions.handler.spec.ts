import { DEFAULT_RATES, type CommissionTerms, type HoldReason } from '../../../domain/commission';
import { ReferralChain } from '../../../domain/referral-chain';
import type { AccountsPort, AffiliateAccount } from '../../ports/accounts.port';
import type { AffiliateRepository } from '../../ports/affiliate.repository.port';
import type { CreditsPort } from '../../ports/credits.port';
import { RecordCommissionsCommand } from './record-commissions.command';
import { RecordCommissionsHandler } from './record-commissions.handler';

/** In-memory ports: just enough of the repository and the other contexts for this use case. */
function setup(referredBy: Record<string, string | null>, linked: Record<string, HoldReason[]> = {}, refunded = new Set<string>()) {
  const chains = new Map<string, ReferralChain>();
  const commissions = new Map<string, CommissionTerms>();
  const held = new Map<string, readonly HoldReason[]>();
  const grants: { userId: string; amount: number; idempotencyKey: string }[] = [];
  const repo = {
    findChain: async (userId: string) => chains.get(userId) ?? null,
    saveChain: async (chain: ReferralChain) => chains.get(chain.userId) ?? (chains.set(chain.userId, chain), chain),
    ratesInForce: async () => [...DEFAULT_RATES],
    addCommission: async (c: { paymentId: string; terms: CommissionTerms; heldFor?: readonly HoldReason[] }) => {
      const key = `${c.paymentId}:${c.terms.layer}`;
      if (commissions.has(key)) return false;
      commissions.set(key, c.terms);
      if (c.heldFor?.length) held.set(key, c.heldFor);
      return true;
    },
  } as unknown as AffiliateRepository;
  const accounts = {
    find: async (id: string) => (id in referredBy ? ({ id, referredBy: referredBy[id] } as AffiliateAccount) : null),
    sharedTraces: async (a: string, b: string) => linked[`${a}|${b}`] ?? [],
  } as unknown as AccountsPort;
  const credits: CreditsPort = { grant: async (g) => void grants.push(g) };
  return { handler: new RecordCommissionsHandler(repo, accounts, credits, { holdUnlessRefunded: async (id) => !refunded.has(id) }), commissions, grants, chains, held };
}

const event = (paymentId: string, buyerUserId: string, amountPaidCents: number) => ({ paymentId, buyerUserId, songId: null, packId: null, amountPaidCents, currency: 'USD' });
const at = new Date('2026-11-20T00:00:00Z');

describe('RecordCommissionsHandler', () => {
  it('pays each layer of the chain once, with its credits, even when the event comes twice', async () => {
    const { handler, commissions, grants } = setup({ buyer: 'c', c: 'b', b: 'a', a: null });
    expect(await handler.execute(new RecordCommissionsCommand(event('p1', 'buyer', 1000), at))).toEqual({ recorded: 3 });
    expect(await handler.execute(new RecordCommissionsCommand(event('p1', 'buyer', 1000), at))).toEqual({ recorded: 0 });
    expect([...commissions.values()].map((t) => [t.layer, t.affiliateUserId, t.cashCents])).toEqual([
      [1, 'c', 350],
      [2, 'b', 100],
      [3, 'a', 50],
    ]);
    expect(grants).toEqual([
      { userId: 'c', amount: 5, reason: 'affiliate_commission', idempotencyKey: 'affiliate-commission:p1:1' },
      { userId: 'b', amount: 1, reason: 'affiliate_commission', idempotencyKey: 'affiliate-commission:p1:2' },
    ]);
  });

  it('holds the layer whose affiliate shares a device, payout email or sign-up address with the buyer, without its credits', async () => {
    const { handler, held, grants } = setup({ buyer: 'c', c: 'b', b: null }, { 'buyer|c': ['device'] });
    expect(await handler.execute(new RecordCommissionsCommand(event('p9', 'buyer', 1000), at))).toEqual({ recorded: 2 });
    expect([...held.entries()]).toEqual([['p9:1', ['device']]]);
    expect(grants).toEqual([{ userId: 'b', amount: 1, reason: 'affiliate_commission', idempotencyKey: 'affiliate-commission:p9:2' }]);
  });

  it('pays nothing for a payment refunded before its capture event was handled', async () => {
    const { handler, commissions } = setup({ buyer: 'c', c: null }, {}, new Set(['p7']));
    expect(await handler.execute(new RecordCommissionsCommand(event('p7', 'buyer', 1000), at))).toEqual({ recorded: 0 });
    expect(commissions.size).toBe(0);
  });

  it('pays nothing for a free download or a buyer nobody referred', async () => {
    const { handler, commissions } = setup({ buyer: 'c', c: null, loner: null });
    expect(await handler.execute(new RecordCommissionsCommand(event('p1', 'buyer', 0), at))).toEqual({ recorded: 0 });
    expect(await handler.execute(new RecordCommissionsCommand(event('p2', 'loner', 1000), at))).toEqual({ recorded: 0 });
    expect(commissions.size).toBe(0);
  });

  it('never pays a user twice, even if the referral links loop', async () => {
    const { handler, commissions } = setup({ buyer: 'a', a: 'b', b: 'buyer' });
    await handler.execute(new RecordCommissionsCommand(event('p1', 'buyer', 1000), at));
    expect([...commissions.values()].map((t) => t.affiliateUserId)).toEqual(['a', 'b']);
  });
});
