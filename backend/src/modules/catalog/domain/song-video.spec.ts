import { videoKindFor } from './song-video';

describe('song videos', () => {
  it('give the whole-song video only to those who hear the whole song', () => {
    expect(videoKindFor(true)).toBe('full');
    expect(videoKindFor(false)).toBe('preview');
  });
});
