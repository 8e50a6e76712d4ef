import { SONG_STYLES } from '../types';
import { runLyricMatrix, wordsRhyme } from '../testing/lyric-checks';
import { BIRTHDAY_CHORUS, STYLE_BANKS, WEDDING_CHORUS } from './vocab';

const lastWord = (text: string) => (text.toLowerCase().match(/[\p{L}'-]+/gu) ?? []).pop()!;

describe('lyric quality of the local composer', () => {
  it('writes every rhyme family, hook, chorus pair, intro and outro to rhyme, never a word with itself', () => {
    const bad: string[] = [];
    const pair = (where: string, a: string, b: string) => {
      if (lastWord(a) === lastWord(b) || !wordsRhyme(lastWord(a), lastWord(b))) bad.push(`${where}: "${a}" / "${b}"`);
    };
    for (const style of SONG_STYLES) {
      const bank = STYLE_BANKS[style];
      for (const family of bank.rhymes) family.forEach((a, i) => family.slice(i + 1).forEach((b) => pair(`${style} family`, a, b)));
      pair(`${style} hooks`, bank.hooks[0]!, bank.hooks[1]!);
      for (const [a, b] of bank.chorusLines) pair(`${style} chorus`, a!, b!);
      pair(`${style} intro`, bank.intro[0]!, bank.intro[1]!);
      pair(`${style} intro with names`, bank.intro[0]!, bank.intro[2]!);
      pair(`${style} outro`, bank.outro[0]!, bank.outro[1]!);
    }
    for (const [a, b] of [...BIRTHDAY_CHORUS, ...WEDDING_CHORUS]) pair('event chorus', a!, b!);
    expect(bad).toEqual([]);
  });

  it('has no filler pads and no broken idioms in its word banks', () => {
    const text = JSON.stringify(STYLE_BANKS);
    expect(text).not.toMatch(/\bhead over heel\b/);
    expect(text).not.toMatch(/"pads"/);
  });

  it('passes every lyric check over style × event × crew 1–12 × seed × version, on names it was never tuned on', () => {
    // Names from many languages, short and long; two more stand outside the crew (a birthday
    // person, a bride and groom not in the list). The preview lines are taken from each song's own
    // arrangement (its own tempo) played 5 % slower, so a small tempo change keeps every name in the preview.
    const pools = [
      ['Wilhelmina', 'Kofi', 'Anouk', 'Dmitri', 'Leilani', 'Joaquín', 'Hyun-woo', 'Fatima', 'Brigid', 'Tariq', 'Ottilie', 'Sanjay', 'Marguerite', 'Esteban'],
      ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gio', 'Hugo', 'Iris', 'Jun', 'Kit', 'Lola', 'Mo', 'Nia'],
    ];
    const failures: string[] = [];
    let total = 0;
    for (const [i, pool] of pools.entries()) {
      for (const tally of runLyricMatrix(pool, [101 + i])) {
        total += tally.total;
        failures.push(...tally.examples);
      }
    }
    expect(total).toBeGreaterThan(13000);
    expect(failures).toEqual([]);
  });
});
