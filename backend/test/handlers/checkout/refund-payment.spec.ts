import { ApproveSandboxOrderCommand } from '../../../src/modules/checkout/application/commands/approve-sandbox-order/approve-sandbox-order.command';
import { CaptureOrderCommand } from '../../../src/modules/checkout/application/commands/capture-order/capture-order.command';
import { CreateOrderCommand } from '../../../src/modules/checkout/application/commands/create-order/create-order.command';
import { RefundPaymentCommand } from '../../../src/modules/checkout/application/commands/refund-payment/refund-payment.command';
import { useHandlerHarness } from '../../support/handler-harness';

/** An admin refund: the money back once, the song locked again, an event and a notice for the buyer. */
describe('RefundPayment on the bus (PostgreSQL, sandbox)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000', PAYMENT_PROVIDER: 'sandbox' });

  async function paidSong() {
    const { id, email } = await h().user();
    const buyer = { userId: id, guestId: null };
    const songId = await h().song({ userId: id });
    const order = await h().execute<{ id: string }>(new CreateOrderCommand({ songId }, buyer));
    await h().execute(new ApproveSandboxOrderCommand(order.id, buyer));
    const { result } = await h().execute<{ result: { paymentId: string } }>(new CaptureOrderCommand(order.id, buyer));
    return { userId: id, email, songId, paymentId: result.paymentId, buyer };
  }

  it('locks the song again, marks the payment refunded and records checkout.payment-refunded.v1 once', async () => {
    const { userId, songId, paymentId } = await paidSong();
    await expect(h().execute(new RefundPaymentCommand(paymentId, 'Asked for it'))).resolves.toMatchObject({ paymentId });
    const [song] = await h().sql<{ is_paid: boolean }>('select is_paid from catalog.songs where id = $1', [songId]);
    expect(song!.is_paid).toBe(false);
    const [payment] = await h().sql<{ status: string }>('select status from checkout.payments where id = $1', [paymentId]);
    expect(payment!.status).toBe('refunded');
    expect((await h().events('checkout.payment-refunded.v1')).filter((e) => e.paymentId === paymentId)).toEqual([
      { paymentId, buyerUserId: userId, songId, amountRefundedCents: 1000, currency: 'USD' },
    ]);
  });

  it('refuses a second refund and an unknown payment', async () => {
    const { paymentId } = await paidSong();
    await h().execute(new RefundPaymentCommand(paymentId, null));
    await expect(h().execute(new RefundPaymentCommand(paymentId, null))).rejects.toMatchObject({ kind: 'conflict', message: 'This payment is already refunded' });
    await expect(h().execute(new RefundPaymentCommand('00000000-0000-4000-8000-000000000000', null))).rejects.toMatchObject({ kind: 'not_found' });
    expect((await h().events('checkout.payment-refunded.v1')).filter((e) => e.paymentId === paymentId)).toHaveLength(1);
  });

  it('frees the song to be bought again, once', async () => {
    const { songId, paymentId, buyer } = await paidSong();
    await h().execute(new RefundPaymentCommand(paymentId, null));
    const order = await h().execute<{ id: string }>(new CreateOrderCommand({ songId }, buyer));
    await h().execute(new ApproveSandboxOrderCommand(order.id, buyer));
    await h().execute(new CaptureOrderCommand(order.id, buyer));
    expect(await h().sql("select id from checkout.payments where song_id = $1 and status = 'captured'", [songId])).toHaveLength(1);
  });
});
