import { checkLyrics, rhymeKey, wordsRhyme, type LyricCheckName } from './lyric-checks';

/** The faults of one check on a lyric. */
function faults(check: LyricCheckName, lyrics: string, names: string[], event: Parameters<typeof checkLyrics>[0]['event'] = { kind: 'party' }, previewLines?: string[]): string[] {
  return checkLyrics({ lyrics, names, event, previewLines }).find((r) => r.check === check)!.faults;
}

const song = (verse: string[], chorus = ['Put your hands up, this is our song', 'Ana and Ben we run this town', 'Bounce to the beat, we keep it strong', 'Nobody gonna slow us down']) =>
  `[Intro]\nThis one goes out to Ana tonight\nTurn it up, the beat is tight\n\n[Verse 1]\n${verse.join('\n')}\n\n[Chorus]\n${chorus.join('\n')}\n\n[Outro]\nThat's a wrap for the party crew\nPeace out, we did it for you`;

describe('lyric checks (what a listener or proof-reader would catch)', () => {
  it('hears rhymes on the CMU dictionary, plural endings included, and not where there are none', () => {
    expect(wordsRhyme('night', 'bright')).toBe(true);
    expect(wordsRhyme('floor', 'before')).toBe(true);
    expect(wordsRhyme('groove', 'moves')).toBe(true);
    expect(wordsRhyme('fun', 'everyone')).toBe(true);
    expect(wordsRhyme('town', 'day')).toBe(false);
    expect(wordsRhyme('spin', 'day')).toBe(false);
    expect(wordsRhyme('down', 'round')).toBe(false);
    expect(rhymeKey('city')).toBe(rhymeKey('pretty'));
  });

  it('passes a clean lyric on every check', () => {
    const lyrics = song(['Ana on the mic, shining so bright', 'Here come Ben and Cleo, out of sight']);
    const results = checkLyrics({ lyrics, names: ['Ana', 'Ben', 'Cleo'], event: { kind: 'party' }, previewLines: lyrics.split('\n') });
    expect(results.filter((r) => !r.passed && r.check !== 'names twice')).toEqual([]);
  });

  it('catches a chorus whose name line breaks its rhyme (the birthday line put in place of the last line)', () => {
    const lyrics = song(['Ana on the mic, shining so bright', 'Ben in the house, out of sight'], ['Put your hands up, this is our song', 'Ana and Ben we run this town', 'Bounce to the beat, we keep it strong', 'Happy birthday Ana, it\'s your day']);
    expect(faults('rhyme', lyrics, ['Ana', 'Ben'])).toEqual([expect.stringContaining('"town" / "day" do not rhyme')]);
  });

  it('catches a name where the rhyme falls, and a word rhymed with itself', () => {
    expect(faults('rhyme', song(['Here is to Ana', 'Shining so bright']), ['Ana'])).toEqual([expect.stringContaining('a name ends a rhymed line')]);
    expect(faults('self-rhyme', song(['Ana feel the beat drop', 'Ben dance until we drop']), ['Ana', 'Ben'])).toHaveLength(1);
  });

  it('catches filler sung to fill the metre', () => {
    expect(faults('filler', song(['Ana on the mic, uh, now, all through the night', 'Hop hop Ben, la, shining so bright']), ['Ana', 'Ben'])).toHaveLength(3);
  });

  it('catches a singular verb on a group of names, before or after it', () => {
    const lyrics = song(['Here comes Emma and Noah, all through the night', 'Emma and Noah jumps up high, shining so bright']);
    expect(faults('verb agreement', lyrics, ['Emma', 'Noah'])).toHaveLength(2);
    expect(faults('verb agreement', song(['Here come Emma and Noah, all through the night', 'Emma and Noah jump up high, shining so bright']), ['Emma', 'Noah'])).toEqual([]);
  });

  it('catches a groom grouped with a guest, a partner sung without the other, and a lone bride called the newlyweds', () => {
    const wedding = { kind: 'wedding' as const, bride: 'Mia', groom: 'Noah' };
    expect(faults('couple', song(['Here\'s to Ruby and Noah, all through the night', 'Cheers to Mia and Noah, shining so bright']), ['Ruby', 'Noah', 'Mia'], wedding)).toEqual([
      expect.stringContaining('grouped with a guest'),
      expect.stringContaining('without the other'),
    ]);
    expect(faults('couple', song(['Cheers to Mia, the newlyweds', 'Shining so bright']), ['Ruby'], { kind: 'wedding', bride: 'Mia' })).toHaveLength(1);
  });

  it('catches a chorus that changes, and names missing from the preview or sung once', () => {
    const lyrics = `${song(['Ana on the mic, shining so bright', 'Ben in the house, out of sight'])}\n\n[Chorus]\nPut your hands up, this is our song`;
    expect(faults('chorus', lyrics, ['Ana', 'Ben'])).toHaveLength(1);
    expect(faults('names in preview', lyrics, ['Ana', 'Ben', 'Cleo'], { kind: 'party' }, ['This one goes out to Ana tonight'])).toEqual(['Ben is not sung in the preview', 'Cleo is not sung in the preview']);
    expect(faults('names twice', lyrics, ['Ana', 'Ben', 'Cleo'])).toEqual(['Cleo is sung 0 time(s)']);
  });
});
