import { randomUUID } from 'node:crypto';
import { ApproveSandboxOrderCommand } from '../../../src/modules/checkout/application/commands/approve-sandbox-order/approve-sandbox-order.command';
import { CaptureOrderCommand } from '../../../src/modules/checkout/application/commands/capture-order/capture-order.command';
import { CreateOrderCommand, type OrderRequest } from '../../../src/modules/checkout/application/commands/create-order/create-order.command';
import type { Buyer } from '../../../src/modules/checkout/application/buyer';
import { useHandlerHarness } from '../../support/handler-harness';

/** Create → approve (sandbox) → capture on the buses: who may pay, for what, at which price, and once. */
describe('paying for a song through CreateOrder, ApproveSandboxOrder and CaptureOrder (PostgreSQL, sandbox)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000', PAYMENT_PROVIDER: 'sandbox' });
  const member = async () => {
    const { id, email } = await h().user();
    return { buyer: { userId: id, guestId: null } as Buyer, email, songId: await h().song({ userId: id }) };
  };
  const order = (request: OrderRequest, buyer: Buyer) => h().execute<{ id: string; amountCents: number }>(new CreateOrderCommand(request, buyer));
  const isPaid = async (songId: string) => (await h().sql<{ is_paid: boolean }>('select is_paid from catalog.songs where id = $1', [songId]))[0]!.is_paid;

  it('unlocks the song, stores one captured payment and records checkout.payment-captured.v1 once, even when captured twice', async () => {
    const { buyer, songId } = await member();
    const created = await order({ songId, amount: '10.00', currency: 'USD', intent: 'CAPTURE' }, buyer);
    expect(created.amountCents).toBe(1000);
    await h().execute(new ApproveSandboxOrderCommand(created.id, buyer));
    const first = await h().execute<{ result: { paymentId: string } }>(new CaptureOrderCommand(created.id, buyer));
    expect(first.result).toMatchObject({ orderId: created.id, status: 'COMPLETED', songId, amountCents: 1000, currency: 'USD' });
    const again = await h().execute<{ result: unknown }>(new CaptureOrderCommand(created.id, buyer));
    expect(again.result).toEqual(first.result);
    expect(await isPaid(songId)).toBe(true);
    expect(await h().sql('select amount, status from checkout.payments where song_id = $1', [songId])).toEqual([{ amount: 1000, status: 'captured' }]);
    const captured = (await h().events('checkout.payment-captured.v1')).filter((e) => e.songId === songId);
    expect(captured).toEqual([{ paymentId: first.result.paymentId, buyerUserId: buyer.userId, songId, packId: null, amountPaidCents: 1000, currency: 'USD' }]);
  });

  it.each<[OrderRequest, string]>([
    [{ amount: '0.01' }, 'The amount does not match the price'],
    [{ currency: 'EUR' }, 'Payments are charged in USD'],
    [{ intent: 'AUTHORIZE' }, 'The payment intent must be CAPTURE'],
  ])('refuses the client field %j with "%s", creating no order', async (tampered, message) => {
    const { buyer, songId } = await member();
    await expect(order({ songId, ...tampered }, buyer)).rejects.toMatchObject({ kind: 'invalid', message });
    expect(await h().sql('select id from checkout.orders where song_id = $1', [songId])).toEqual([]);
  });

  it('refuses an order for both or neither of a song and a pack', async () => {
    const { buyer, songId } = await member();
    await expect(order({}, buyer)).rejects.toMatchObject({ code: 'choose_song_or_pack' });
    await expect(order({ songId, packId: 'pack-10' }, buyer)).rejects.toMatchObject({ code: 'choose_song_or_pack' });
  });

  it('keeps other people out: a guest’s song, someone else’s order, a capture before approval, another song', async () => {
    const owner = await member();
    const other = await member();
    const guestSong = await h().song({ guestId: randomUUID() });
    await expect(order({ songId: guestSong }, other.buyer)).rejects.toMatchObject({ kind: 'not_found' });
    const created = await order({ songId: owner.songId }, owner.buyer);
    await expect(h().execute(new CaptureOrderCommand(created.id, owner.buyer))).rejects.toMatchObject({ message: 'The payment has not been approved yet' });
    await expect(h().execute(new ApproveSandboxOrderCommand(created.id, other.buyer))).rejects.toMatchObject({ kind: 'not_found' });
    await h().execute(new ApproveSandboxOrderCommand(created.id, owner.buyer));
    await expect(h().execute(new CaptureOrderCommand(created.id, other.buyer))).rejects.toMatchObject({ kind: 'not_found', message: 'Order not found' });
    await expect(h().execute(new CaptureOrderCommand(created.id, owner.buyer, other.songId))).rejects.toMatchObject({ message: 'This order is for a different song' });
    expect(await isPaid(owner.songId)).toBe(false);
  });

  it('asks a guest for a name and email, and to sign in when the email has an account', async () => {
    const guest = { userId: null, guestId: randomUUID() };
    const songId = await h().song({ guestId: guest.guestId });
    await expect(order({ songId }, guest)).rejects.toMatchObject({ message: 'Please fill in your name and email to continue.' });
    const existing = await member();
    await expect(order({ songId, firstName: 'Eve', email: existing.email.toUpperCase() }, guest)).rejects.toMatchObject({ code: 'existing_user_login_required' });
  });

  it('makes a paying guest an account that owns the song', async () => {
    const guest = { userId: null, guestId: randomUUID() };
    const songId = await h().song({ guestId: guest.guestId });
    const email = `gina-${randomUUID().slice(0, 8)}@example.com`;
    const created = await order({ songId, firstName: 'Gina', email }, guest);
    await h().execute(new ApproveSandboxOrderCommand(created.id, guest));
    const captured = await h().execute<{ result: { userStatus: string }; signInUserId: string }>(new CaptureOrderCommand(created.id, guest));
    expect(captured.result.userStatus).toBe('new_account_created');
    const [account] = await h().sql<{ id: string; first_name: string }>('select id, first_name from identity.users where email = $1', [email]);
    expect(account).toMatchObject({ id: captured.signInUserId, first_name: 'Gina' });
    const [song] = await h().sql('select user_id, is_paid from catalog.songs where id = $1', [songId]);
    expect(song).toEqual({ user_id: account!.id, is_paid: true });
  });
});
