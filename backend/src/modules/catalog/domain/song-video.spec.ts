import { isNameWord, videoKindFor } from './song-video';

describe('song videos', () => {
  it('colour a sung name whatever its case, punctuation or possessive', () => {
    const names = ['Maya', 'Leo Brown'];
    expect(isNameWord('MAYA!', names)).toBe(true);
    expect(isNameWord("Maya's", names)).toBe(true);
    expect(isNameWord('Brown,', names)).toBe(true);
    expect(isNameWord('dance', names)).toBe(false);
    expect(isNameWord('!!', names)).toBe(false);
  });

  it('give the whole-song video only to those who hear the whole song', () => {
    expect(videoKindFor(true)).toBe('full');
    expect(videoKindFor(false)).toBe('preview');
  });
});
