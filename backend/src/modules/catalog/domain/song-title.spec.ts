import { defaultEditTitle, highestSongNumber, humanSongTitle, songTitle } from './song-title';
import { parseNames } from './song-names';
import { isOwner, mayHearFullSong } from './song-access';

describe('song titles', () => {
  it('numbers a new song one past the highest of the owner, ignoring renamed titles', () => {
    const titles = ['Boogy1_Alice', 'Boogy7_Bob', 'My party anthem', 'Boogy3_Al', 'Boogyx_Z'];
    expect(highestSongNumber('Boogy', titles)).toBe(7);
    expect(songTitle('Boogy', 8, 'Alice Cooper')).toBe('Boogy8_Alice');
    expect(highestSongNumber('Boogy', [])).toBe(0);
  });

  it('keeps titles safe as file names', () => {
    expect(songTitle('Boogy', 1, '  Zoë/..\\ ')).toBe('Boogy1_Zoë');
    expect(songTitle('Boogy', 1, '!!!')).toBe('Boogy1_Friend');
  });

  it('reads the stored default as names, style and event, and keeps a title the owner chose', () => {
    const song = { title: 'Boogy1_Oliver', names: ['Oliver', 'Sophie', 'Marcus'], style: 'k-pop', isBirthday: true, isWedding: false };
    expect(humanSongTitle('Boogy', song)).toBe('Oliver, Sophie, and Marcus · K-Pop Birthday');
    expect(humanSongTitle('Boogy', { ...song, style: 'wedding', isBirthday: false, isWedding: true })).toBe('Oliver, Sophie, and Marcus · Wedding');
    expect(humanSongTitle('Boogy', { ...song, names: ['A', 'B', 'C', 'D', 'E'] })).toBe('A, B, C + 2 more · K-Pop Birthday');
    expect(humanSongTitle('Boogy', { ...song, title: 'Our anthem' })).toBe('Our anthem');
  });

  it('offers the spec default when editing an untitled song', () => {
    expect(defaultEditTitle('Boogy', ['Ann', 'Ben'])).toBe('Boogy - Ann, Ben');
  });
});

describe('names', () => {
  it('splits by commas, trims and drops empties', () => {
    expect(parseNames(' Ann, Ben ,, Cara ')).toEqual(['Ann', 'Ben', 'Cara']);
  });
  it('needs at least one and at most 20 names, in the spec words', () => {
    expect(() => parseNames(' , ')).toThrow('Names Required: Please enter at least one name!');
    expect(() => parseNames(Array.from({ length: 21 }, (_, i) => `N${i}`).join(','))).toThrow(
      'Too Many Names: Maximum 20 names allowed for optimal song quality.',
    );
  });
  it('refuses a name of emoji or symbols only (nothing to sing), and keeps names in any script', () => {
    expect(() => parseNames(['Ann', '🎉🎉'])).toThrow('Invalid Name: "🎉🎉" has no letters left once markup, emoji and symbols are removed.');
    expect(() => parseNames(['***'])).toThrow(/has no letters/);
    expect(parseNames(['Zoë 🎉', '王小明', 'Ольга'])).toEqual(['Zoë 🎉', '王小明', 'Ольга']);
  });
});

describe('song access', () => {
  const guestSong = { userId: null, guestId: 'g1', isPaid: false };
  const userSong = { userId: 'u1', guestId: 'g1', isPaid: true };
  it('lets a guest own only while no user owns the song', () => {
    expect(isOwner(guestSong, { userId: null, guestId: 'g1' })).toBe(true);
    expect(isOwner(guestSong, { userId: null, guestId: 'g2' })).toBe(false);
    expect(isOwner(userSong, { userId: null, guestId: 'g1' })).toBe(false);
    expect(isOwner(userSong, { userId: 'u1', guestId: null })).toBe(true);
  });
  it('serves the full song only to the owner of a paid song', () => {
    expect(mayHearFullSong(guestSong, { userId: null, guestId: 'g1' })).toBe(false);
    expect(mayHearFullSong(userSong, { userId: 'u1', guestId: null })).toBe(true);
    expect(mayHearFullSong(userSong, { userId: 'u2', guestId: null })).toBe(false);
  });
});
