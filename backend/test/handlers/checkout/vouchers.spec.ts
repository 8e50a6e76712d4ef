import { randomBytes } from 'node:crypto';
import { CreateVoucherCommand, DeactivateVoucherCommand, ListVouchersQuery, type VoucherDefinition } from '../../../src/modules/checkout/application/commands/manage-vouchers/manage-vouchers.commands';
import { FreeSongDownloadCommand } from '../../../src/modules/checkout/application/commands/free-song-download/free-song-download.command';
import { ValidateVoucherQuery } from '../../../src/modules/checkout/application/queries/validate-voucher/validate-voucher.query';
import { useHandlerHarness } from '../../support/handler-harness';

const code = () => `V${randomBytes(4).toString('hex').toUpperCase()}`;

/** Vouchers: the admin form's rules, and every reason a code cannot be used (spec messages, word for word). */
describe('vouchers through CreateVoucher, DeactivateVoucher and ValidateVoucher (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });
  const create = (definition: Partial<VoucherDefinition>) => h().execute<{ id: string; code: string }>(new CreateVoucherCommand({ code: code(), discountType: 'fixed', discountValue: 100, ...definition }));
  const validate = (value: string | undefined) => h().ask<Record<string, unknown>>(new ValidateVoucherQuery(value));

  it('validates with the discount and the price after it, whatever the letter case, trimmed', async () => {
    const voucher = await create({ code: 'Party25', discountType: 'percentage', discountValue: 25 });
    await expect(validate('  pARTY25 ')).resolves.toMatchObject({ listPriceCents: 1000, finalPriceCents: 750, voucher: { code: voucher.code } });
  });

  it('refuses a blank, unknown, deactivated, expired or used-up code, each with its own words', async () => {
    await expect(validate('   ')).rejects.toMatchObject({ kind: 'invalid', message: 'Voucher code is required' });
    await expect(validate(undefined)).rejects.toMatchObject({ message: 'Voucher code is required' });
    await expect(validate('NOSUCHCODE')).rejects.toMatchObject({ kind: 'not_found', message: 'This voucher code is not valid.' });

    const inactive = await create({});
    await expect(h().execute(new DeactivateVoucherCommand(inactive.id))).resolves.toMatchObject({ isActive: false });
    await expect(validate(inactive.code)).rejects.toMatchObject({ kind: 'not_found', message: 'This voucher code is not valid.' });

    const expired = await create({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    await expect(validate(expired.code)).rejects.toMatchObject({ kind: 'invalid', message: 'This voucher code has expired.' });

    const single = await create({ discountType: 'percentage', discountValue: 100, maxUses: 1 });
    const buyer = await h().user();
    const songId = await h().song({ userId: buyer.id });
    await h().execute(new FreeSongDownloadCommand({ songId, voucherCode: single.code }, { userId: buyer.id, guestId: null }));
    await expect(validate(single.code)).rejects.toMatchObject({ kind: 'conflict', message: 'This voucher code has reached its usage limit.' });
  });

  it.each<[Partial<VoucherDefinition>, string]>([
    [{ code: 'AB' }, 'Voucher code must be 3-20 characters'],
    [{ code: 'X'.repeat(21) }, 'Voucher code must be 3-20 characters'],
    [{ code: 'NO SPACE' }, 'Voucher code may only contain letters, numbers, hyphens and underscores'],
    [{ discountValue: 0 }, 'Discount value must be greater than 0'],
    [{ discountValue: 2.5 }, 'Discount value must be greater than 0'],
    [{ discountType: 'gift' as never }, 'Discount type is required'],
    [{ discountType: 'percentage', discountValue: 101 }, 'A percentage discount cannot be more than 100'],
    [{ maxUses: 0 }, 'Max uses must be at least 1'],
  ])('refuses the definition %j with "%s"', async (definition, message) => {
    await expect(create(definition)).rejects.toMatchObject({ kind: 'invalid', message });
  });

  it('keeps codes unique regardless of letter case and lists the vouchers', async () => {
    const summer = `Summer${randomBytes(2).toString('hex')}`;
    await create({ code: summer });
    await expect(create({ code: ` ${summer.toUpperCase()} ` })).rejects.toMatchObject({ kind: 'conflict', message: 'A voucher with this code already exists' });
    const listed = await h().ask<{ code: string }[]>(new ListVouchersQuery());
    expect(listed.map((v) => v.code)).toContain(summer);
  });
});
