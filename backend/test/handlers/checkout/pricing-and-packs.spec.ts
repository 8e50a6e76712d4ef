import { ApproveSandboxOrderCommand } from '../../../src/modules/checkout/application/commands/approve-sandbox-order/approve-sandbox-order.command';
import { CaptureOrderCommand } from '../../../src/modules/checkout/application/commands/capture-order/capture-order.command';
import { ConfirmSamplePackCommand } from '../../../src/modules/checkout/application/commands/confirm-sample-pack/confirm-sample-pack.command';
import { CreateOrderCommand } from '../../../src/modules/checkout/application/commands/create-order/create-order.command';
import { GetPricingQuery } from '../../../src/modules/checkout/application/queries/get-pricing/get-pricing.handler';
import { ListSamplePacksQuery } from '../../../src/modules/checkout/application/queries/offers/offers.queries';
import { useHandlerHarness } from '../../support/handler-harness';

/** The song's price in the visitor's currency, and sample packs: members only, no vouchers, credited once. */
describe('GetPricing, sample-pack orders and ConfirmSamplePack on the bus (PostgreSQL, sandbox)', () => {
  const h = useHandlerHarness({ PAYMENT_PROVIDER: 'sandbox' });

  it('charges 1000 US cents, shown in the visitor’s currency, and US dollars for an unknown or missing country', async () => {
    await expect(h().ask(new GetPricingQuery('JP'))).resolves.toMatchObject({ priceCents: 1000, chargeCurrency: 'USD', charge: '$10.00 USD', currency: { code: 'JPY', rate: 155 }, amount: 1550, formatted: '¥1,550 JPY', approximate: true });
    for (const country of ['ZZ', undefined]) await expect(h().ask(new GetPricingQuery(country))).resolves.toMatchObject({ formatted: '$10.00 USD', approximate: false, currency: { code: 'USD' } });
  });

  it('credits a captured pack once ($20 → 60 credits) and refuses vouchers, guests and another member’s confirmation', async () => {
    const packs = await h().ask<{ id: string; credits: number; priceCents: number }[]>(new ListSamplePacksQuery());
    const pack = packs.find((p) => p.priceCents === 2000)!;
    expect(pack.credits).toBe(60);
    const { id: userId } = await h().user({ proved: true });
    const other = await h().user();
    const buyer = { userId, guestId: null };
    await expect(h().execute(new CreateOrderCommand({ packId: pack.id }, { userId: null, guestId: 'a-guest' }))).rejects.toMatchObject({ code: 'signed_out' });
    await expect(h().execute(new CreateOrderCommand({ packId: pack.id, voucherCode: 'ANY' }, buyer))).rejects.toMatchObject({ code: 'voucher_not_for_packs' });
    const order = await h().execute<{ id: string; amountCents: number }>(new CreateOrderCommand({ packId: pack.id }, buyer));
    expect(order.amountCents).toBe(2000);
    await h().execute(new ApproveSandboxOrderCommand(order.id, buyer));
    await h().execute(new CaptureOrderCommand(order.id, buyer));
    await expect(h().execute(new ConfirmSamplePackCommand(order.id, other.id))).rejects.toMatchObject({ kind: 'not_found' });
    const first = await h().execute<{ credits: number; creditsAdded: number }>(new ConfirmSamplePackCommand(order.id, userId));
    const again = await h().execute<{ credits: number; creditsAdded: number }>(new ConfirmSamplePackCommand(order.id, userId));
    expect(first.credits).toBe(10 + 60);
    expect(again.credits).toBe(first.credits);
  });
});
