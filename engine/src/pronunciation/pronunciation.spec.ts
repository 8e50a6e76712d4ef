import { InvalidRenderRequestError } from '../errors';
import { DEFAULT_SOUNDS_LIKE } from './default-spellings';
import { defaultSoundsLike, spokenFormOf, spokenNameWords, validateSoundsLike } from './pronunciation';

describe('"sounds like" spellings', () => {
  it('ships defaults for a few dozen hard names, each a valid spelling different from the name', () => {
    const entries = Object.entries(DEFAULT_SOUNDS_LIKE);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const [name, spelling] of entries) {
      expect(name).toBe(name.toLowerCase());
      expect(validateSoundsLike(spelling)).toBe(spelling);
      expect(spelling.replace(/[- ']/g, '')).not.toBe(name);
    }
    expect(defaultSoundsLike('Siobhan')).toBe('shi-vawn');
    expect(defaultSoundsLike('NGUYEN')).toBe('win');
    expect(defaultSoundsLike('Siobhán')).toBe('shi-vawn');
    expect(defaultSoundsLike('Olivia')).toBeUndefined();
  });

  it.each(['shi-vawn', "o'neill", 'mair ee jayn', 'Zoë', '  win  '])('accepts %j', (spelling) => {
    expect(validateSoundsLike(spelling)).toBe(spelling.trim());
  });

  it.each(['', '   ', '---', 'shi<b>vawn', 'win!', 'x1', 'a'.repeat(61), 'win\nwin'])('refuses %j with a typed error', (spelling) => {
    expect(() => validateSoundsLike(spelling)).toThrow(InvalidRenderRequestError);
    expect(() => validateSoundsLike(spelling)).toThrow(/Invalid Pronunciation/);
  });

  it("the user's spelling wins over the default; names without one use the defaults", () => {
    const words = spokenNameWords(['Siobhan', 'Nguyen', 'Olivia'], [{ name: 'siobhan', soundsLike: 'shiv-on' }]);
    expect(Object.fromEntries(words)).toEqual({ siobhan: 'shiv-on', nguyen: 'win' });
  });

  it('maps multi-word names word by word (extra spelled words go to the last word; defaults per word)', () => {
    expect(Object.fromEntries(spokenNameWords(['Mary Jane'], [{ name: 'Mary Jane', soundsLike: 'mair-ee jayn' }]))).toEqual({ mary: 'mair-ee', jane: 'jayn' });
    expect(Object.fromEntries(spokenNameWords(['Ann Lee'], [{ name: 'Ann Lee', soundsLike: 'an lee yah' }]))).toEqual({ ann: 'an', lee: 'lee yah' });
    expect(Object.fromEntries(spokenNameWords(['Siobhan Nguyen']))).toEqual({ siobhan: 'shi-vawn', nguyen: 'win' });
  });

  it('finds names in lyric tokens (any case, punctuation, possessive) and leaves other words alone', () => {
    const words = spokenNameWords(['Siobhan']);
    expect(spokenFormOf('Siobhan,', words)).toBe('shi-vawn');
    expect(spokenFormOf('SIOBHAN!', words)).toBe('shi-vawn');
    expect(spokenFormOf("Siobhan's", words)).toBe("shi-vawn's");
    expect(spokenFormOf('dance', words)).toBeUndefined();
  });
});
