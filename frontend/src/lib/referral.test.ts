import { describe, expect, it, vi } from 'vitest';
import { forgetReferral, getRememberedReferral, rememberReferral, rememberReferralFromUrl } from './referral';

describe('the remembered referral code', () => {
  it('keeps the trimmed ?ref= code of the address a visitor arrived with, until forgotten', () => {
    expect(getRememberedReferral()).toBeNull();
    expect(rememberReferralFromUrl('?utm=x&ref=%20FRIEND42%20')).toBe('FRIEND42');
    expect(getRememberedReferral()).toBe('FRIEND42');
    forgetReferral();
    expect(getRememberedReferral()).toBeNull();
  });

  it('ignores a blank or overlong code and keeps the one it had', () => {
    rememberReferral('KEEPME');
    expect(rememberReferral('   ')).toBeNull();
    expect(rememberReferral('x'.repeat(65))).toBeNull();
    expect(rememberReferralFromUrl('?other=1')).toBeNull();
    expect(getRememberedReferral()).toBe('KEEPME');
  });

  it('still answers when storage is unavailable (private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(rememberReferral('CODE1')).toBe('CODE1');
    expect(getRememberedReferral()).toBeNull();
    expect(() => forgetReferral()).not.toThrow();
  });
});
