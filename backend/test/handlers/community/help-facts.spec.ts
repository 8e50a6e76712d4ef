import { AffiliateProgramQuery } from '../../../src/modules/affiliate/application/queries/program/program.query';
import { GetPricingQuery } from '../../../src/modules/checkout/application/queries/get-pricing/get-pricing.handler';
import { ListSamplePacksQuery } from '../../../src/modules/checkout/application/queries/offers/offers.queries';
import { GetHelpFactsQuery } from '../../../src/modules/community/application/queries/get-help-facts/get-help-facts.query';
import { useHandlerHarness } from '../../support/handler-harness';

/** The Help FAQ's numbers are the ones the product runs on, read where each is kept. */
describe('GetHelpFacts on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const facts = () => h().ask<Record<string, unknown> & { affiliateLayers: Record<string, number>[]; samplePacks: unknown[] }>(new GetHelpFactsQuery());

  it('states the price, packs, credits, affiliate terms and payouts the other contexts use', async () => {
    const answer = await facts();
    const pricing = await h().ask<{ priceCents: number }>(new GetPricingQuery(undefined));
    const packs = await h().ask<{ credits: number; priceCents: number; mostPopular: boolean }[]>(new ListSamplePacksQuery());
    expect(answer.songPriceCents).toBe(pricing.priceCents);
    expect(answer.samplePacks).toEqual(packs.map(({ credits, priceCents, mostPopular }) => ({ credits, priceCents, mostPopular })));
    expect(answer).toMatchObject({ previewSeconds: 40, guestFreePreviews: 4, signupCredits: 10, referredSignupCredits: 15, referrerCredits: 5, refundPeriodDays: 7, payoutWeekday: 'Monday', payoutTimeUtc: '10:00', payoutThresholdCents: 2500, supportReplyHours: 24, passwordResetLinkMinutes: 60 });
    const program = await h().ask<{ nextPayoutAt: string }>(new AffiliateProgramQuery());
    expect(new Date(program.nextPayoutAt).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })).toBe(answer.payoutWeekday);
  });

  it('follows the rate data: a new layer-1 rate shows at once, the other layers unchanged', async () => {
    expect((await facts()).affiliateLayers[0]).toEqual({ layer: 1, cashPercent: 35, creditReward: 5, songCommissionCents: 350 });
    await h().sql("insert into affiliate.affiliate_rates (id, layer, cash_commission_rate, credit_reward, effective_from) values (gen_random_uuid(), 1, 0.4000, 6, now() - interval '1 minute')");
    const layers = (await facts()).affiliateLayers;
    expect(layers[0]).toEqual({ layer: 1, cashPercent: 40, creditReward: 6, songCommissionCents: 400 });
    expect(layers[1]).toEqual({ layer: 2, cashPercent: 10, creditReward: 1, songCommissionCents: 100 });
  });
});
