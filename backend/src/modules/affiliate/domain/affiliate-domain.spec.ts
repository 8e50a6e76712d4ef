import { AffiliateBalance } from './balance';
import { basisPointsOf, commissionFor, commissionsForPurchase, DEFAULT_RATES, refundOutcome } from './commission';
import { nextPayoutAt, payoutRunKey } from './payout-schedule';
import { ReferralChain } from './referral-chain';
import { checkSlug, suggestSlug } from './slug';

describe('slug rules', () => {
  it.each([
    ['  Alice-Party ', { ok: true, slug: 'alice-party' }],
    ['ab', { ok: false, reason: 'Must be 3-20 characters long' }],
    ['a'.repeat(21), { ok: false, reason: 'Must be 3-20 characters long' }],
    ['alice_party', { ok: false, reason: 'Only lowercase letters, numbers, and hyphens allowed' }],
    ['-alice', { ok: false, reason: 'Cannot start or end with hyphen' }],
    ['alice-', { ok: false, reason: 'Cannot start or end with hyphen' }],
    ['al--ice', { ok: false, reason: 'No consecutive hyphens allowed' }],
    ['earnings', { ok: false, reason: 'This name is reserved and cannot be used' }],
    ['Shared-Songs', { ok: false, reason: 'This name is reserved and cannot be used' }],
    // The app's own pages are reserved too, as the client's router and editor have them.
    ['sign-in-link', { ok: false, reason: 'This name is reserved and cannot be used' }],
    ['shares', { ok: false, reason: 'This name is reserved and cannot be used' }],
  ])('%j → %j', (input, verdict) => expect(checkSlug(input)).toEqual(verdict));

  it('suggests a valid slug from any name', () => {
    for (const name of ['Zoë Müller', '!!!', 'A very long first name indeed', '李']) {
      expect(checkSlug(suggestSlug(name, 'x7k2'))).toMatchObject({ ok: true });
    }
  });
});

describe('referral chain', () => {
  it('keeps up to three referrers, nearest first', () => {
    const chain = ReferralChain.fromAncestry('u', ['a', 'b', 'c', 'd']);
    expect(chain.entries()).toEqual([
      { layer: 1, affiliateUserId: 'a' },
      { layer: 2, affiliateUserId: 'b' },
      { layer: 3, affiliateUserId: 'c' },
    ]);
  });

  it('never holds a user twice nor the user themselves', () => {
    expect(ReferralChain.fromAncestry('u', ['a', 'u', 'b']).referrers).toEqual(['a']);
    expect(ReferralChain.fromAncestry('u', ['a', 'b', 'a']).referrers).toEqual(['a', 'b']);
    expect(ReferralChain.fromAncestry('u', [null, 'b']).referrers).toEqual([]);
  });

  it('refuses a stored chain that breaks the rule', () => {
    expect(() => ReferralChain.restore('u', ['a', 'a', null])).toThrow(/twice/);
    expect(ReferralChain.restore('u', ['a', 'b', null]).layer(2)).toBe('b');
  });
});

describe('commissions', () => {
  const capturedAt = new Date('2026-11-20T12:00:00Z');

  it('pays 35 / 10 / 5 % of what was paid, plus 5 / 1 / 0 credits, maturing after 7 days', () => {
    const terms = commissionsForPurchase(ReferralChain.fromAncestry('buyer', ['a', 'b', 'c']), DEFAULT_RATES, 1000, capturedAt);
    expect(terms.map((t) => [t.layer, t.affiliateUserId, t.cashCents, t.credits])).toEqual([
      [1, 'a', 350, 5],
      [2, 'b', 100, 1],
      [3, 'c', 50, 0],
    ]);
    expect(terms[0]!.maturesAt.toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });

  it('is computed on the amount actually paid, rounded down to whole cents', () => {
    const [l1] = commissionsForPurchase(ReferralChain.fromAncestry('buyer', ['a']), DEFAULT_RATES, 799, capturedAt);
    expect(l1!.cashCents).toBe(279); // 279.65
  });

  it('a free download earns nothing', () => {
    expect(commissionsForPurchase(ReferralChain.fromAncestry('buyer', ['a']), DEFAULT_RATES, 0, capturedAt)).toEqual([]);
  });

  it('nobody earns from their own purchase', () => {
    expect(() => commissionFor({ layer: 1, affiliateUserId: 'a', purchaserUserId: 'a', baseCents: 1000, rate: DEFAULT_RATES[0]!, capturedAt })).toThrow(/own purchase/);
  });

  it('reads decimal rates exactly and refuses rates outside 0..1', () => {
    expect(basisPointsOf('0.3500')).toBe(3500);
    expect(basisPointsOf('0.05')).toBe(500);
    expect(basisPointsOf('1')).toBe(10_000);
    expect(() => basisPointsOf('1.5')).toThrow('Commission rate must be between 0 and 1');
    expect(() => basisPointsOf('-0.1')).toThrow();
  });

  it('a refund voids a pending commission and claws back a matured one', () => {
    expect(refundOutcome('pending')).toBe('void');
    expect(refundOutcome('mature')).toBe('clawback');
    expect(refundOutcome('paid')).toBe('clawback');
    expect(refundOutcome('voided')).toBe('none');
  });
});

describe('balance', () => {
  it('is never negative; a larger clawback stays owed', () => {
    const b = AffiliateBalance.of(1000, 1500);
    expect(b.payableCents).toBe(0);
    expect(b.owedCents).toBe(500);
    expect(b.reachesThreshold(2500)).toBe(false);
  });

  it('reaches the payout threshold (default 2500 cents) on the net amount', () => {
    expect(AffiliateBalance.of(3000, 400).reachesThreshold(2500)).toBe(true);
    expect(AffiliateBalance.of(3000, 600).reachesThreshold(2500)).toBe(false);
    expect(AffiliateBalance.of(2500, 0).reachesThreshold(0)).toBe(true);
    expect(() => AffiliateBalance.of(-1, 0)).toThrow();
  });
});

describe('payout schedule', () => {
  it('runs Mondays at 10:00 UTC', () => {
    expect(nextPayoutAt(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z'); // Sunday
    expect(nextPayoutAt(new Date('2026-11-23T09:59:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('names each payout week by its Monday', () => {
    expect(payoutRunKey(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
    expect(payoutRunKey(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
    expect(payoutRunKey(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-16');
  });
});
