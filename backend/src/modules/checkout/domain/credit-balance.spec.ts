import { CreditBalance, NoCreditsError } from './credit-balance';

describe('a credit balance', () => {
  it('spends what it has', () => {
    expect(CreditBalance.of(2).spend().credits).toBe(1);
    expect(CreditBalance.of(1).spend().credits).toBe(0);
  });

  it('refuses to go negative', () => {
    expect(() => CreditBalance.of(0).spend()).toThrow(NoCreditsError);
    expect(() => CreditBalance.of(2).spend(3)).toThrow(NoCreditsError);
  });

  it('grants positive whole numbers only', () => {
    expect(CreditBalance.of(0).grant(5).credits).toBe(5);
    expect(() => CreditBalance.of(0).grant(0)).toThrow(/positive integer/);
    expect(() => CreditBalance.of(0).grant(1.5)).toThrow(/positive integer/);
  });

  it('is never built below zero', () => {
    expect(() => CreditBalance.of(-1)).toThrow();
  });
});
