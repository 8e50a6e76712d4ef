import { mayBuy } from './song-access';

describe('mayBuy', () => {
  const member = { userId: 'u1', guestId: null, isPaid: false };
  const guestSong = { userId: null, guestId: 'g1', isPaid: false };

  it('lets the owner and anyone with a member song’s preview link buy it while unpaid', () => {
    expect(mayBuy(member, { userId: 'u1', guestId: null })).toBe(true);
    expect(mayBuy(member, { userId: 'u2', guestId: null })).toBe(true);
    expect(mayBuy(member, { userId: null, guestId: 'g9' })).toBe(true);
    expect(mayBuy({ ...member, isPaid: true }, { userId: 'u2', guestId: null })).toBe(false);
  });

  it('lets only its guest buy a guest’s song', () => {
    expect(mayBuy(guestSong, { userId: null, guestId: 'g1' })).toBe(true);
    expect(mayBuy(guestSong, { userId: null, guestId: 'g2' })).toBe(false);
    expect(mayBuy(guestSong, { userId: 'u2', guestId: null })).toBe(false);
  });
});
