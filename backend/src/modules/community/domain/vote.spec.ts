import { hasAlreadyVoted, voter, voterKeys } from './vote';

describe('one vote per suggestion per user, email or IP', () => {
  const first = voter({ userId: null, email: 'Ada@Example.com ', ip: '10.0.0.1' });

  it('counts a vote under every identity the voter has, emails lower-cased', () => {
    expect(voterKeys(first)).toEqual([
      { kind: 'email', value: 'ada@example.com' },
      { kind: 'ip', value: '10.0.0.1' },
    ]);
    // Signed in: the user, never the address (others on the same network may have voted).
    expect(voterKeys(voter({ userId: 'u1', email: '', ip: '' }))).toEqual([{ kind: 'user', value: 'u1' }]);
  });

  it('refuses a second vote from the same IP, the same email or the same user', () => {
    expect(hasAlreadyVoted(voter({ ip: '10.0.0.1' }), [first])).toBe(true);
    expect(hasAlreadyVoted(voter({ email: 'ADA@example.com', ip: '10.0.0.2' }), [first])).toBe(true);
    const signedIn = voter({ userId: 'u1', ip: '10.0.0.3' });
    expect(hasAlreadyVoted(voter({ userId: 'u1', ip: '10.0.0.4' }), [signedIn])).toBe(true);
  });

  it('lets a signed-in user vote from an address someone else voted from; an anonymous vote from it is refused', () => {
    const colleague = voter({ userId: 'u7', ip: '10.0.0.1' });
    expect(hasAlreadyVoted(colleague, [first])).toBe(false);
    expect(hasAlreadyVoted(voter({ ip: '10.0.0.1' }), [colleague])).toBe(true);
  });

  it('lets a different person vote', () => {
    expect(hasAlreadyVoted(voter({ userId: 'u2', email: 'bob@example.com', ip: '10.0.0.9' }), [first, voter({ userId: 'u1', ip: '10.0.0.3' })])).toBe(false);
  });
});
