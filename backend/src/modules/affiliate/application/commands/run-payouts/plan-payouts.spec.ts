import type { AffiliateAccount } from '../../ports/accounts.port';
import { planPayouts } from './plan-payouts';

const account = (id: string, over: Partial<AffiliateAccount> = {}): AffiliateAccount => ({
  id,
  email: `${id}@example.com`,
  displayName: id,
  isActive: true,
  referredBy: null,
  referralCode: id.toUpperCase(),
  personalizedSlug: null,
  paypalEmail: `${id}@paypal.example`,
  preferredCurrency: 'USD',
  minimumPayoutThreshold: 2500,
  ...over,
});
const commission = (id: string, affiliateUserId: string, cashCents: number, credits = 0) => ({ id, affiliateUserId, cashCents, credits, currency: 'USD' });

describe('planPayouts', () => {
  it('pays each affiliate whose net mature balance reaches their threshold, netting every clawback', () => {
    const { plans, skippedNoEmail } = planPayouts(
      {
        commissions: [commission('c1', 'ann', 2000, 5), commission('c2', 'ann', 1000, 5), commission('c3', 'ben', 2400)],
        clawbacks: [{ id: 'k1', affiliateUserId: 'ann', amountCents: 350 }],
      },
      new Map([
        ['ann', account('ann')],
        ['ben', account('ben')],
      ]),
    );
    expect(plans).toEqual([
      { affiliateUserId: 'ann', receiver: 'ann@paypal.example', currency: 'USD', amountCents: 2650, clawbackCents: 350, credits: 10, commissionIds: ['c1', 'c2'], clawbackIds: ['k1'] },
    ]);
    expect(skippedNoEmail).toBe(0);
  });

  it('honours a personal threshold, skips affiliates without a payout email or account, and never pays a clawback-only balance', () => {
    const { plans, skippedNoEmail } = planPayouts(
      {
        commissions: [commission('c1', 'low', 600), commission('c2', 'nomail', 5000), commission('c3', 'gone', 5000), commission('c4', 'owes', 3000)],
        clawbacks: [{ id: 'k1', affiliateUserId: 'owes', amountCents: 2000 }, { id: 'k2', affiliateUserId: 'debtor', amountCents: 900 }],
      },
      new Map([
        ['low', account('low', { minimumPayoutThreshold: 500 })],
        ['nomail', account('nomail', { paypalEmail: null })],
        ['gone', account('gone', { isActive: false })],
        ['owes', account('owes')],
        ['debtor', account('debtor')],
      ]),
    );
    expect(plans.map((p) => [p.affiliateUserId, p.amountCents])).toEqual([['low', 600]]);
    expect(skippedNoEmail).toBe(1);
  });
});
