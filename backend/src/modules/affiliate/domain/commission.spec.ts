import { Commission, type CommissionState, type CommissionStatus } from './commission';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = new Date('2026-12-03T12:00:00Z');
const commission = (status: CommissionStatus, changes: Partial<CommissionState> = {}) =>
  Commission.restore({ id: 'c-1', affiliateUserId: 'a-1', status, cashCents: 350, maturesAt: LATER, voidedAt: null, ...changes });

describe('a commission', () => {
  describe('held for review', () => {
    it('is released into its refund period while that runs', () => {
      const held = commission('held');
      expect(held.decide(true, NOW)).toBe('pending');
      expect(held.toState()).toMatchObject({ status: 'pending', voidedAt: null });
    });

    it('is released as mature once its refund period is over', () => {
      expect(commission('held', { maturesAt: NOW }).decide(true, NOW)).toBe('mature');
    });

    it('is voided when the admin refuses it', () => {
      const held = commission('held');
      expect(held.decide(false, NOW)).toBe('voided');
      expect(held.toState()).toMatchObject({ status: 'voided', voidedAt: NOW });
    });

    it.each(['pending', 'mature', 'in_payout', 'paid', 'voided'] as const)('is decided once: a %s commission is refused (409) and left as it is', (status) => {
      const decided = commission(status);
      expect(() => decided.decide(true, NOW)).toThrow(expect.objectContaining({ kind: 'conflict', code: 'commission_not_held' }));
      expect(() => decided.decide(false, NOW)).toThrow(expect.objectContaining({ code: 'commission_not_held' }));
      expect(decided.status).toBe(status);
    });
  });

  describe('when its payment is refunded', () => {
    it.each(['pending', 'held'] as const)('is voided while %s', (status) => {
      const refunded = commission(status);
      expect(refunded.refund(NOW)).toEqual({ kind: 'voided' });
      expect(refunded.toState()).toMatchObject({ status: 'voided', voidedAt: NOW });
    });

    it.each(['mature', 'in_payout', 'paid'] as const)('is clawed back once %s, keeping its status', (status) => {
      const refunded = commission(status);
      expect(refunded.refund(NOW)).toEqual({ kind: 'clawback', amountCents: 350 });
      expect(refunded.status).toBe(status);
    });

    it('owes nothing back when it earned no cash, and leaves a voided one alone', () => {
      expect(commission('paid', { cashCents: 0 }).refund(NOW)).toEqual({ kind: 'none' });
      const voided = commission('voided', { voidedAt: NOW });
      expect(voided.refund(LATER)).toEqual({ kind: 'none' });
      expect(voided.toState().voidedAt).toEqual(NOW);
    });
  });
});
