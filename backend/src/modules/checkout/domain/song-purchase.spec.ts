import { DomainError } from '../../../shared/ddd';
import { purchaseVerdict } from './song-purchase';

describe('a song is bought once', () => {
  const ORDER = '11111111-1111-4111-8111-111111111111';
  const OTHER = '22222222-2222-4222-8222-222222222222';

  it('goes to the first purchase that takes it', () => {
    expect(purchaseVerdict(null, ORDER)).toBe('taken');
    expect(purchaseVerdict(null, null)).toBe('taken');
  });

  it('stays with the capture that took it when that capture is retried', () => {
    expect(purchaseVerdict({ orderId: ORDER, paymentId: null }, ORDER)).toBe('mine');
  });

  it('refuses a second order while a capture is in flight, and any purchase once paid', () => {
    const inFlight = purchaseVerdict({ orderId: OTHER, paymentId: null }, ORDER);
    expect(inFlight).toBeInstanceOf(DomainError);
    expect((inFlight as DomainError).code).toBe('purchase_in_progress');
    for (const [held, claimant] of [
      [{ orderId: OTHER, paymentId: 'p' }, ORDER],
      [{ orderId: null, paymentId: 'p' }, ORDER],
      [{ orderId: null, paymentId: 'p' }, null],
      [{ orderId: ORDER, paymentId: 'p' }, ORDER],
    ] as const) {
      const verdict = purchaseVerdict(held, claimant);
      expect([(verdict as DomainError).kind, (verdict as DomainError).code]).toEqual(['conflict', 'already_paid']);
    }
  });

  it('refuses a free download while a capture is in flight', () => {
    expect((purchaseVerdict({ orderId: OTHER, paymentId: null }, null) as DomainError).code).toBe('purchase_in_progress');
  });
});
