import { SongPaidTwiceError, SongPayment } from './song-payment';

describe('a song is paid once', () => {
  it('is unlocked by its first payment', () => {
    const { payment, changed } = SongPayment.unpaid().pay('pay-1');
    expect(changed).toBe(true);
    expect(payment).toMatchObject({ isPaid: true, paymentId: 'pay-1' });
  });

  it('refuses to be paid by a second payment', () => {
    const paid = SongPayment.restore({ isPaid: true, paymentId: 'pay-1' });
    expect(() => paid.pay('pay-2')).toThrow(SongPaidTwiceError);
  });

  it('takes a repeat of the same payment as already done', () => {
    const paid = SongPayment.restore({ isPaid: true, paymentId: 'pay-1' });
    expect(paid.pay('pay-1')).toEqual({ payment: paid, changed: false });
  });

  it('is locked again only by the refund of the payment that unlocked it', () => {
    const paid = SongPayment.restore({ isPaid: true, paymentId: 'pay-1' });
    expect(paid.isRevokedBy('pay-1')).toBe(true);
    expect(paid.isRevokedBy('pay-2')).toBe(false);
    expect(SongPayment.unpaid().isRevokedBy('pay-1')).toBe(false);
  });
});
