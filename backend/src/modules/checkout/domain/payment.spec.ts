import { Payment, REFUND_REASON_MAX } from './payment';

const NOW = new Date('2026-11-26T12:00:00Z');
const captured = () =>
  Payment.restore({ id: 'p-1', userId: 'u-1', songId: 's-1', amount: 499, currency: 'USD', status: 'captured', isRefunded: false, refundedAt: null, refundReason: null });

describe('Payment', () => {
  it('is refunded once, keeping the reason (cut to its limit) and announcing it', () => {
    const payment = captured();
    expect(payment.refund('x'.repeat(REFUND_REASON_MAX + 20), NOW)).toBe(true);
    expect(payment.toState()).toMatchObject({ isRefunded: true, status: 'refunded', refundedAt: NOW, refundReason: 'x'.repeat(REFUND_REASON_MAX) });
    expect(payment.pullEvents()).toEqual([{ type: 'refunded', paymentId: 'p-1', buyerUserId: 'u-1', songId: 's-1', amountRefundedCents: 499, currency: 'USD' }]);
  });

  it('changes nothing and announces nothing when refunded again', () => {
    const payment = captured();
    payment.refund('first', NOW);
    payment.pullEvents();
    const before = payment.toState();
    expect(payment.refund('second', new Date(NOW.getTime() + 1000))).toBe(false);
    expect(payment.toState()).toEqual(before);
    expect(payment.pullEvents()).toEqual([]);
  });
});
