import { firstProofEffects, recordEmailProof, signUpCreditsSplit, type ProvableAccount } from './email-proof';

describe('email proof', () => {
  it('gives one credit at sign-up and the rest when the email is proved', () => {
    expect(signUpCreditsSplit(10)).toEqual({ atSignUp: 1, onProof: 9 });
    expect(signUpCreditsSplit(15)).toEqual({ atSignUp: 1, onProof: 14 });
    expect(signUpCreditsSplit(0)).toEqual({ atSignUp: 0, onProof: 0 });
  });

  it('the first proof ends other sessions and unlocks credits; from another browser it also drops unproved settings', () => {
    expect(firstProofEffects({ alreadyProved: false, fromBrowserOfThisAccount: true })).toEqual({ endOtherSessions: true, dropUnprovedSettings: false, unlockCredits: true });
    expect(firstProofEffects({ alreadyProved: false, fromBrowserOfThisAccount: false })).toEqual({ endOtherSessions: true, dropUnprovedSettings: true, unlockCredits: true });
  });

  it('a later proof changes nothing', () => {
    expect(firstProofEffects({ alreadyProved: true, fromBrowserOfThisAccount: false })).toEqual({ endOtherSessions: false, dropUnprovedSettings: false, unlockCredits: false });
  });

  describe('recordEmailProof', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const unproved = (over: Partial<ProvableAccount> = {}): ProvableAccount => ({
      id: 'u1',
      emailVerifiedAt: null,
      passwordHash: 'hash-set-before-proof',
      pendingEmail: 'new@example.com',
      ...over,
    });

    it('from another browser: marks the account proved and drops what was set before the proof', () => {
      const account = unproved();
      expect(recordEmailProof(account, { sessionUserId: null, referredBy: null }, now)).toEqual({ droppedPassword: true, revokeEmailChange: true, forgetPayoutEmail: true, endOtherSessions: true, creditsToUnlock: 9 });
      expect(account).toMatchObject({ emailVerifiedAt: now, passwordHash: null, pendingEmail: null });
    });

    it('from the browser signed in to the account: keeps its settings, still ends other sessions', () => {
      const account = unproved();
      expect(recordEmailProof(account, { sessionUserId: 'u1', referredBy: 'u0' }, now)).toEqual({ droppedPassword: false, revokeEmailChange: false, forgetPayoutEmail: false, endOtherSessions: true, creditsToUnlock: 14 });
      expect(account).toMatchObject({ emailVerifiedAt: now, passwordHash: 'hash-set-before-proof', pendingEmail: 'new@example.com' });
    });

    it('a password reset keeps the password field for the new one and does not report it dropped', () => {
      const account = unproved();
      expect(recordEmailProof(account, { sessionUserId: null, passwordIsBeingReplaced: true, referredBy: null }, now)).toMatchObject({ droppedPassword: false, forgetPayoutEmail: true });
      expect(account.passwordHash).toBe('hash-set-before-proof');
    });

    it('an account without a password has none to drop', () => {
      expect(recordEmailProof(unproved({ passwordHash: null }), { sessionUserId: null, referredBy: null }, now)?.droppedPassword).toBe(false);
    });

    it('an email proved before changes nothing', () => {
      const earlier = new Date('2026-01-01T00:00:00Z');
      const account = unproved({ emailVerifiedAt: earlier });
      expect(recordEmailProof(account, { sessionUserId: null, referredBy: null }, now)).toBeNull();
      expect(account).toMatchObject({ emailVerifiedAt: earlier, passwordHash: 'hash-set-before-proof', pendingEmail: 'new@example.com' });
    });
  });
});
