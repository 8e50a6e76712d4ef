import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { UpdatePayoutEmailCommand } from '../../../src/modules/identity/application/commands/update-payout-email/update-payout-email.command';
import { UpdatePreferredCurrencyCommand } from '../../../src/modules/identity/application/commands/update-preferred-currency/update-preferred-currency.command';
import { GetCurrentUserQuery } from '../../../src/modules/identity/application/queries/get-current-user/get-current-user.query';
import { useHandlerHarness } from '../../support/handler-harness';

/** Account settings: the payout email (only once the account's email is proved) and the preferred currency. */
describe('UpdatePayoutEmail and UpdatePreferredCurrency on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();

  it('refuses a payout email until the account proved its own email, then stores it lowercased', async () => {
    const { id } = await h().user();
    await expect(h().execute(new UpdatePayoutEmailCommand(id, 'pay@example.com'))).rejects.toMatchObject({ code: 'email_not_verified' });
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ paypalEmail: null });
    await h().sql('update identity.users set email_verified_at = now() where id = $1', [id]);
    await expect(h().execute(new UpdatePayoutEmailCommand(id, ' Pay@Example.com '))).resolves.toBe('pay@example.com');
    await expect(h().execute(new UpdatePayoutEmailCommand(id, 'payouts@example.com'))).resolves.toBe('payouts@example.com');
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ paypalEmail: 'payouts@example.com' });
  });

  it('stores the preferred currency', async () => {
    const { id } = await h().user();
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ preferredCurrency: 'USD' });
    await h().execute(new UpdatePreferredCurrencyCommand(id, 'JPY'));
    await h().execute(new UpdatePreferredCurrencyCommand(id, 'EUR'));
    await expect(h().ask(new GetCurrentUserQuery(id))).resolves.toMatchObject({ preferredCurrency: 'EUR' });
  });

  it('treats a deactivated account as signed out for both settings', async () => {
    const { id } = await h().user();
    await h().sql('update identity.users set email_verified_at = now() where id = $1', [id]);
    await h().execute(new DeactivateAccountCommand(id));
    await expect(h().execute(new UpdatePayoutEmailCommand(id, 'pay@example.com'))).rejects.toMatchObject({ code: 'signed_out' });
    await expect(h().execute(new UpdatePreferredCurrencyCommand(id, 'GBP'))).rejects.toMatchObject({ code: 'signed_out' });
  });
});
