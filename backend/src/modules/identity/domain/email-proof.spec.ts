import { firstProofEffects, signUpCreditsSplit } from './email-proof';

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
});
