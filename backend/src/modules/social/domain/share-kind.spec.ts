import { grantsFullSong, shareKindFor } from './share-kind';

const OWNER = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';

describe('share kind', () => {
  it('shares a paid song of the sharer in full, and as a preview when asked', () => {
    expect(shareKindFor({ ownerUserId: OWNER, isPaid: true }, OWNER, 'full')).toBe('full');
    expect(shareKindFor({ ownerUserId: OWNER, isPaid: true }, OWNER, 'preview')).toBe('preview');
    expect(shareKindFor({ ownerUserId: OWNER, isPaid: true }, OWNER, undefined)).toBe('full');
  });

  it('never shares an unpaid song in full', () => {
    expect(() => shareKindFor({ ownerUserId: OWNER, isPaid: false }, OWNER, 'full')).toThrow('Only a paid song');
    expect(shareKindFor({ ownerUserId: OWNER, isPaid: false }, OWNER, undefined)).toBe('preview');
  });

  it('treats someone else’s song (or a guest’s) as not found', () => {
    expect(() => shareKindFor({ ownerUserId: OWNER, isPaid: true }, OTHER, 'preview')).toThrow('Song not found');
    expect(() => shareKindFor({ ownerUserId: null, isPaid: false }, OTHER, undefined)).toThrow('Song not found');
  });

  it('plays a full share in full only while the song stays paid', () => {
    expect(grantsFullSong('full', true)).toBe(true);
    expect(grantsFullSong('full', false)).toBe(false);
    expect(grantsFullSong('preview', true)).toBe(false);
  });
});
