import { randomBytes } from 'node:crypto';
import { CreateOrderCommand } from '../../../src/modules/checkout/application/commands/create-order/create-order.command';
import { FreeSongDownloadCommand } from '../../../src/modules/checkout/application/commands/free-song-download/free-song-download.command';
import { CreateVoucherCommand, type VoucherDefinition } from '../../../src/modules/checkout/application/commands/manage-vouchers/manage-vouchers.commands';
import { ValidateVoucherQuery } from '../../../src/modules/checkout/application/queries/validate-voucher/validate-voucher.query';
import { useHandlerHarness } from '../../support/handler-harness';

const FLOOR_MESSAGE = 'A voucher may make the song free or bring it down to $1.00, not below: this one cannot be used.';

/** After a voucher a song costs nothing or at least $1.00, on every path that prices it. */
describe('the $1.00 price floor through ValidateVoucher, CreateOrder and FreeSongDownload (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000', PAYMENT_PROVIDER: 'sandbox' });
  const voucher = async (d: Pick<VoucherDefinition, 'discountType' | 'discountValue'>) => (await h().execute<{ code: string }>(new CreateVoucherCommand({ code: `F${randomBytes(4).toString('hex')}`, ...d }))).code;
  const buyerWithSong = async () => {
    const { id } = await h().user();
    return { buyer: { userId: id, guestId: null }, songId: await h().song({ userId: id }) };
  };

  it.each<[VoucherDefinition['discountType'], number]>([
    ['fixed', 999],
    ['fixed', 901],
    ['percentage', 95],
    ['percentage', 91],
  ])('refuses a %s voucher of %d (1–99 cents left) on validation, order and free download; the song stays unpaid', async (discountType, discountValue) => {
    const voucherCode = await voucher({ discountType, discountValue });
    const floor = { kind: 'invalid', code: 'price_below_minimum', message: FLOOR_MESSAGE };
    await expect(h().ask(new ValidateVoucherQuery(voucherCode))).rejects.toMatchObject(floor);
    const { buyer, songId } = await buyerWithSong();
    await expect(h().execute(new CreateOrderCommand({ songId, voucherCode }, buyer))).rejects.toMatchObject(floor);
    await expect(h().execute(new FreeSongDownloadCommand({ songId, voucherCode }, buyer))).rejects.toMatchObject(floor);
    const [song] = await h().sql<{ is_paid: boolean }>('select is_paid from catalog.songs where id = $1', [songId]);
    expect(song!.is_paid).toBe(false);
    expect(await h().sql('select id from checkout.orders where song_id = $1', [songId])).toEqual([]);
  });

  it.each<[VoucherDefinition['discountType'], number]>([
    ['fixed', 900],
    ['percentage', 90],
  ])('orders exactly $1.00 with a %s voucher of %d', async (discountType, discountValue) => {
    const voucherCode = await voucher({ discountType, discountValue });
    const { buyer, songId } = await buyerWithSong();
    await expect(h().execute(new CreateOrderCommand({ songId, voucherCode }, buyer))).resolves.toMatchObject({ amountCents: 100, currency: 'USD' });
  });

  it('gives exactly free through the free download only, and unlocks the song', async () => {
    const voucherCode = await voucher({ discountType: 'fixed', discountValue: 1000 });
    const { buyer, songId } = await buyerWithSong();
    await expect(h().execute(new CreateOrderCommand({ songId, voucherCode }, buyer))).rejects.toMatchObject({ code: 'use_free_download' });
    await h().execute(new FreeSongDownloadCommand({ songId, voucherCode }, buyer));
    const [song] = await h().sql<{ is_paid: boolean }>('select is_paid from catalog.songs where id = $1', [songId]);
    expect(song!.is_paid).toBe(true);
  });

  it('refuses a free download when the voucher leaves a price to pay', async () => {
    const voucherCode = await voucher({ discountType: 'percentage', discountValue: 50 });
    const { buyer, songId } = await buyerWithSong();
    await expect(h().execute(new FreeSongDownloadCommand({ songId, voucherCode }, buyer))).rejects.toMatchObject({ code: 'not_free' });
  });
});
