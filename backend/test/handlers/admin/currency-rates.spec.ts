import { UpdateCurrencyRateCommand } from '../../../src/modules/admin/application/commands/update-currency-rate/update-currency-rate.command';
import { ListCurrencyRatesQuery } from '../../../src/modules/admin/application/queries/list-currency-rates/list-currency-rates.query';
import { GetPricingQuery } from '../../../src/modules/checkout/application/queries/get-pricing/get-pricing.handler';
import { useHandlerHarness } from '../../support/handler-harness';

const BAD_RATE = 'The rate must be a number above 0 (units per 1 USD)';

/** Currency rates: an admin edits a display rate (never USD's); the price shown in that currency follows. */
describe('UpdateCurrencyRate and ListCurrencyRates on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const rates = async () => (await h().ask<{ rates: { code: string; rate: number; symbol: string }[] }>(new ListCurrencyRatesQuery())).rates;

  it('saves a rate for a code in any case, dated today, and the Japanese price follows', async () => {
    expect((await rates()).find((r) => r.code === 'JPY')).toMatchObject({ symbol: '¥', rate: 155 });
    await expect(h().execute(new UpdateCurrencyRateCommand('jpy', 160.5))).resolves.toMatchObject({ code: 'JPY', rate: 160.5, asOf: new Date().toISOString().slice(0, 10) });
    await expect(h().ask(new GetPricingQuery('JP'))).resolves.toMatchObject({ amount: 1605, formatted: '¥1,605 JPY' });
  });

  it.each([[0], [-3], ['ten'], [Number.NaN], [1_000_001]])('refuses the rate %p', async (rate) => {
    await expect(h().execute(new UpdateCurrencyRateCommand('EUR', rate))).rejects.toMatchObject({ kind: 'invalid', message: BAD_RATE });
  });

  it('refuses an unknown currency and any change to USD, which stays 1', async () => {
    await expect(h().execute(new UpdateCurrencyRateCommand('XXX', 2))).rejects.toMatchObject({ kind: 'not_found', code: 'currency_not_found' });
    await expect(h().execute(new UpdateCurrencyRateCommand('usd', 1.2))).rejects.toMatchObject({ code: 'usd_rate_fixed' });
    expect((await rates()).find((r) => r.code === 'USD')).toMatchObject({ rate: 1 });
  });
});
