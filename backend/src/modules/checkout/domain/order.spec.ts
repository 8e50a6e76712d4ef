import type { StoredCaptureResult } from './capture-result';
import { IllegalOrderTransitionError, Order, type OrderState } from './order';

const T0 = new Date('2026-11-26T12:00:00Z');
const T1 = new Date('2026-11-26T12:05:00Z');

const open = (changes: Partial<OrderState> = {}) =>
  Order.restore({
    id: 'o-1',
    provider: 'sandbox',
    providerOrderId: 'PP-1',
    songId: 's-1',
    packId: null,
    buyerUserId: null,
    buyerGuestId: 'g-1',
    guestEmail: 'ana@example.com',
    guestFirstName: 'Ana',
    listPriceCents: 999,
    amountCents: 499,
    currency: 'USD',
    voucherId: 'v-1',
    voucherClaimed: false,
    captureAttempt: 0,
    captureStartedAt: null,
    status: 'created',
    failureReason: null,
    captureResult: null,
    updatedAt: T0,
    ...changes,
  });

const result: StoredCaptureResult = { orderId: 'PP-1', status: 'COMPLETED', paymentId: 'p-1', songId: 's-1', packId: null, amountCents: 499, currency: 'USD', userStatus: 'new_account_created' };

describe('Order', () => {
  describe('starting a capture', () => {
    it('marks an open order as capturing from now and touches it', () => {
      const order = open();
      expect(order.startCapture(T1)).toBe(true);
      expect(order.toState()).toMatchObject({ captureStartedAt: T1, updatedAt: T1 });
    });

    it('keeps the first attempt\'s start on a retry but still touches the order', () => {
      const order = open({ captureStartedAt: T0, voucherClaimed: true });
      expect(order.startCapture(T1)).toBe(true);
      expect(order.toState()).toMatchObject({ captureStartedAt: T0, updatedAt: T1 });
      expect(order.needsVoucherClaim).toBe(false);
    });

    it.each(['captured', 'failed'] as const)('is refused on a %s order (changing nothing)', (status) => {
      const order = open({ status });
      const before = order.toState();
      expect(order.startCapture(T1)).toBe(false);
      expect(order.toState()).toEqual(before);
    });
  });

  describe('the voucher use', () => {
    it('is claimed once per order', () => {
      const order = open();
      expect(order.needsVoucherClaim).toBe(true);
      order.claimVoucher();
      expect(order.voucherClaimed).toBe(true);
      expect(order.needsVoucherClaim).toBe(false);
    });

    it('needs no claim without a voucher, and refuses a claim on a closed order or without a voucher', () => {
      expect(open({ voucherId: null }).needsVoucherClaim).toBe(false);
      expect(() => open({ voucherId: null }).claimVoucher()).toThrow(IllegalOrderTransitionError);
      expect(() => open({ status: 'failed' }).claimVoucher()).toThrow(IllegalOrderTransitionError);
    });

    it('is counted late (past its limit) for a capture that arrives without the claim, once', () => {
      const order = open();
      expect(order.countLateVoucherUse()).toBe(true);
      expect(order.voucherClaimed).toBe(true);
      expect(order.countLateVoucherUse()).toBe(false);
      expect(open({ voucherId: null }).countLateVoucherUse()).toBe(false);
    });
  });

  describe('ending an attempt that took no money', () => {
    it('gives back the claimed voucher use and makes the next capture a new request', () => {
      const order = open({ voucherClaimed: true, captureStartedAt: T0 });
      expect(order.endAttempt(null)).toEqual({ releaseVoucherId: 'v-1' });
      expect(order.toState()).toMatchObject({ voucherClaimed: false, captureStartedAt: null, captureAttempt: 1, status: 'created' });
    });

    it('fails the order when given a reason; no voucher use to give back when none was claimed', () => {
      const order = open({ captureStartedAt: T0 });
      expect(order.endAttempt('refused')).toEqual({ releaseVoucherId: null });
      expect(order).toMatchObject({ status: 'failed', failureReason: 'refused', captureAttempt: 1 });
      expect(order.pullEvents()).toEqual([{ type: 'failed', orderId: 'o-1', reason: 'refused' }]);
    });

    it.each(['captured', 'failed'] as const)('changes nothing on a %s order', (status) => {
      const order = open({ status, voucherClaimed: true });
      const before = order.toState();
      expect(order.endAttempt('late')).toBeNull();
      expect(order.toState()).toEqual(before);
    });
  });

  describe('capturing', () => {
    it('accepts only the money the order asked for, under its own id', () => {
      const order = open();
      expect(order.matches({ amountCents: 499, currency: 'USD', customId: 'o-1' })).toBe(true);
      expect(order.matches({ amountCents: 499, currency: 'USD', customId: null })).toBe(true);
      expect(order.matches({ amountCents: 498, currency: 'USD', customId: 'o-1' })).toBe(false);
      expect(order.matches({ amountCents: 499, currency: 'EUR', customId: 'o-1' })).toBe(false);
      expect(order.matches({ amountCents: 499, currency: 'USD', customId: 'o-2' })).toBe(false);
    });

    it('is captured once, keeping its first result for repeats', () => {
      const order = open({ captureStartedAt: T0 });
      expect(order.capturedResult).toBeNull();
      order.capture(result, 'u-1');
      expect(order.toState()).toMatchObject({ status: 'captured', captureStartedAt: null, buyerUserId: 'u-1', captureResult: result });
      expect(order.capturedResult).toEqual(result);
      expect(order.pullEvents()).toEqual([{ type: 'captured', orderId: 'o-1', paymentId: 'p-1' }]);
      expect(() => order.capture({ ...result, paymentId: 'p-2' }, 'u-2')).toThrow(IllegalOrderTransitionError);
      expect(order.capturedResult).toEqual(result);
    });

    it('honours money taken for a failed order (a late capture)', () => {
      const order = open({ status: 'failed', failureReason: 'declined' });
      order.capture(result, 'u-1');
      expect(order.status).toBe('captured');
    });
  });

  describe('failing', () => {
    it('fails an open order, answering the voucher use to give back', () => {
      const order = open({ voucherClaimed: true, captureStartedAt: T0 });
      expect(order.fail('The payment did not match')).toEqual({ releaseVoucherId: 'v-1' });
      expect(order.toState()).toMatchObject({ status: 'failed', failureReason: 'The payment did not match', voucherClaimed: false, captureStartedAt: null });
    });

    it('keeps the latest reason of a failed order', () => {
      const order = open({ status: 'failed', failureReason: 'first' });
      expect(order.fail('second')).toEqual({ releaseVoucherId: null });
      expect(order.failureReason).toBe('second');
    });

    it('never fails a captured order', () => {
      const order = open({ status: 'captured', captureResult: result, voucherClaimed: true });
      const before = order.toState();
      expect(order.fail('late refusal')).toBeNull();
      expect(order.toState()).toEqual(before);
    });
  });

  describe('releasing the claims of an abandoned capture', () => {
    it('gives back the voucher use and the capture mark, keeping the order open', () => {
      const order = open({ voucherClaimed: true, captureStartedAt: T0 });
      expect(order.releaseClaims()).toEqual({ releaseVoucherId: 'v-1' });
      expect(order.toState()).toMatchObject({ status: 'created', voucherClaimed: false, captureStartedAt: null, captureAttempt: 0 });
    });

    it.each(['captured', 'failed'] as const)('changes nothing on a %s order', (status) => {
      const order = open({ status, voucherClaimed: true });
      expect(order.releaseClaims()).toBeNull();
      expect(order.voucherClaimed).toBe(true);
    });
  });
});
