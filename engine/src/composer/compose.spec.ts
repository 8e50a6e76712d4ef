import { InvalidNameError, InvalidStyleError, NamesRequiredError, TooManyNamesError } from '../errors';
import { parseLyrics } from '../lyrics';
import { transliterate } from '../transliterate';
import { countLineSyllables } from '../syllables';
import { SONG_STYLES, type ComposeRequest } from '../types';
import { planSong } from '../music/arrangement';
import { STYLE_BANKS } from './vocab';
import { PREVIEW_VERSE_LINES, compose } from './compose';

const base: ComposeRequest = { names: ['Alice', 'Bob'], style: 'hip-hop', event: { kind: 'party' }, seed: 42 };
const count = (text: string, word: string) => text.split(new RegExp(`\\b${word}\\b`, 'g')).length - 1;

describe('compose (local lyrics composer)', () => {
  it.each(SONG_STYLES)('writes sectioned lyrics with every name for %s', (style) => {
    const { lyrics, danceMoves } = compose({ ...base, style });
    const parsed = parseLyrics(lyrics);
    expect(parsed.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['intro', 'verse', 'chorus', 'bridge', 'outro']));
    expect(lyrics).toMatch(/^\[Intro\]\n/);
    for (const name of base.names) expect(count(lyrics, name)).toBeGreaterThanOrEqual(2);
    expect(danceMoves.map((m) => m.name)).toEqual(['Alice', 'Bob']);
    for (const m of danceMoves) {
      expect(m.durationSec).toBe(5);
      expect(m.description.length).toBeGreaterThan(10);
      const bridge = parsed.sections.find((s) => s.kind === 'bridge')!;
      expect(bridge.lines.some((l) => l.text.includes(m.name) && l.text.includes(m.move))).toBe(true);
    }
  });

  it('repeats names when there are fewer than 7, and handles 1 and 20 names', () => {
    const one = compose({ ...base, names: ['Zoe'] }).lyrics;
    expect(count(one, 'Zoe')).toBeGreaterThanOrEqual(6);
    const twenty = Array.from({ length: 20 }, (_, i) => `Friend${String.fromCharCode(65 + i)}`);
    const { lyrics, danceMoves } = compose({ ...base, names: twenty });
    for (const n of twenty) expect(count(lyrics, n)).toBeGreaterThanOrEqual(1);
    // Grouped several to a line, not a roll call of twenty lines.
    const nameLines = parseLyrics(lyrics).lines.filter((l) => l.sectionKind !== 'chorus' && twenty.some((n) => l.text.includes(n)));
    expect(nameLines.length).toBeLessThanOrEqual(20);
    expect(nameLines.filter((l) => twenty.filter((n) => l.text.includes(n)).length >= 2).length).toBeGreaterThanOrEqual(8);
    expect(danceMoves).toHaveLength(20);
    expect(new Set(danceMoves.map((m) => m.move)).size).toBe(20);
  });

  it('refuses no names and more than 20 with the spec messages', () => {
    expect(() => compose({ ...base, names: [] })).toThrow(NamesRequiredError);
    expect(() => compose({ ...base, names: ['  ', ''] })).toThrow('Names Required: Please enter at least one name!');
    const many = Array.from({ length: 21 }, (_, i) => `N${i}a`);
    expect(() => compose({ ...base, names: many })).toThrow(TooManyNamesError);
    expect(() => compose({ ...base, names: many })).toThrow('Too Many Names: Maximum 20 names allowed for optimal song quality.');
  });

  it('gives clear errors for unusable names and styles', () => {
    expect(() => compose({ ...base, names: ['A'.repeat(200)] })).toThrow(InvalidNameError);
    expect(() => compose({ ...base, names: ['A'.repeat(200)] })).toThrow(/at most 40 characters/);
    expect(() => compose({ ...base, names: ['🎉🎉'] })).toThrow(/no letters left/);
    expect(() => compose({ ...base, names: ['<script></script>'] })).toThrow(InvalidNameError);
    expect(() => compose({ ...base, style: 'polka' as never })).toThrow(InvalidStyleError);
  });

  it('cleans markup, emoji and control characters out of names', () => {
    const { lyrics, danceMoves } = compose({ ...base, names: ['<b>Bob</b>', 'Ana 🎉', 'Eve\u0007\u202e'] });
    expect(danceMoves.map((m) => m.name)).toEqual(['Bob', 'Ana', 'Eve']);
    expect(lyrics).not.toMatch(/[<>\u0007\u202e🎉]/u);
  });

  it('keeps non-Latin names in the lyrics and transliterates them for the voice', () => {
    const { lyrics } = compose({ ...base, names: ['Юлия', '민준', 'さくら', 'Zoë'] });
    for (const n of ['Юлия', '민준', 'さくら', 'Zoë']) expect(lyrics).toContain(n);
    expect(transliterate('Юлия')).toBe('yuleeya');
    expect(transliterate('민준')).toBe('minjun');
    expect(transliterate('さくら')).toBe('sakura');
    expect(transliterate('Zoë')).toBe('Zoe');
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(compose(base)).toEqual(compose(base));
    const variants = new Set([1, 2, 3, 4, 5].map((seed) => compose({ ...base, seed }).lyrics));
    expect(variants.size).toBe(5);
  });

  it('never repeats a line outside the chorus, and keeps a steady metre', () => {
    for (const style of SONG_STYLES) {
      const parsed = parseLyrics(compose({ ...base, style, names: ['Alice', 'Bob', 'Carla', 'Dan'] }).lyrics);
      const lines = parsed.lines.filter((l) => l.sectionKind !== 'chorus').map((l) => l.text.toLowerCase());
      expect(new Set(lines).size).toBe(lines.length);
      const verse = parsed.lines.filter((l) => l.sectionKind === 'verse');
      const offMetre = verse.filter((l) => Math.abs(countLineSyllables(l.text) - STYLE_BANKS[style].metre) > 1);
      expect(offMetre.length / verse.length).toBeLessThan(0.25);
    }
  });

  it('writes style vocabulary and event lines', () => {
    expect(compose({ ...base, style: 'k-pop' }).lyrics).toMatch(/saranghae|daebak|hwaiting|kaja|annyeong/i);
    const birthday = compose({ ...base, event: { kind: 'birthday', birthdayPerson: 'Bob' } }).lyrics;
    expect(birthday).toMatch(/birthday Bob|Bob, it's your day/i);
    const wedding = compose({ ...base, style: 'wedding', event: { kind: 'wedding', bride: 'Mia', groom: 'Leo' } }).lyrics;
    expect(wedding).toContain('Mia and Leo');
    expect(wedding).toMatch(/newlyweds/i);
    const kids = compose({ ...base, style: 'kids' }).lyrics;
    expect(kids).toMatch(/clap|jump|play|friends/i);
  });

  it('leaves no placeholder in any composed lyric, in every style and event (the wedding chorus sings the couple)', () => {
    const events: ComposeRequest['event'][] = [
      { kind: 'party' },
      { kind: 'birthday' },
      { kind: 'birthday', birthdayPerson: 'Noor' },
      { kind: 'wedding' },
      { kind: 'wedding', bride: 'Mia', groom: 'Leo' },
      { kind: 'wedding', bride: 'Mia' },
    ];
    const crews = [['Zoe'], ['Alice', 'Bob'], ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus', 'Hal', 'Ivy', 'Jo']];
    for (const style of SONG_STYLES) {
      for (const event of events) {
        for (const names of crews) {
          for (const seed of [1, 2, 3]) {
            const { lyrics, danceMoves } = compose({ names, style, event, seed });
            expect(lyrics).not.toMatch(/[{}]/);
            for (const m of danceMoves) expect(`${m.move} ${m.description}`).not.toMatch(/[{}]/);
          }
        }
      }
    }
    const wedding = parseLyrics(compose({ ...base, style: 'wedding', event: { kind: 'wedding', bride: 'Mia', groom: 'Leo' } }).lyrics);
    expect(wedding.lines.filter((l) => l.sectionKind === 'chorus').some((l) => l.text.includes('Mia and Leo'))).toBe(true);
  });

  it('sings every name inside the 40 s preview (before its fade), in every style, event and both versions', () => {
    // Names never used to tune the table: small crews must all be heard, bigger ones as far as 3 to a line fit.
    const events: ComposeRequest['event'][] = [
      { kind: 'party' },
      { kind: 'birthday' },
      { kind: 'birthday', birthdayPerson: 'Grandma' },
      { kind: 'wedding' },
      { kind: 'wedding', bride: 'Hannah', groom: 'Oscar' },
    ];
    const crews = [
      ['Quinn'],
      ['Harper', 'Felix'],
      ['Greta', 'Omar', 'Priya'],
      ['Tobias', 'Wren', 'Yusuf', 'Marisol'],
      ['Bartholomew', 'Evangeline', 'Anastasia', 'Christopher'],
      ['Ines', 'Kai', 'Lena', 'Milo', 'Nadia'],
      ['Ruth', 'Saul', 'Tess', 'Ugo', 'Vera', 'Wade'],
      ['Abe', 'Bea', 'Cal', 'Dot', 'Eve', 'Fitz', 'Gil'],
    ];
    const fadeStart = 38; // the preview is 40 s and fades over its last 2 s
    const misses: string[] = [];
    for (const style of SONG_STYLES) {
      expect(PREVIEW_VERSE_LINES[style]).toBeGreaterThanOrEqual(3);
      for (const event of events) {
        for (const names of crews) {
          for (const seed of [5, 77]) {
            const { lyrics } = compose({ names, style, event, seed });
            const parsed = parseLyrics(lyrics);
            for (const version of [1, 2] as const) {
              const plan = planSong(parsed, style, version, seed);
              const early = plan.vocalLines.filter((l) => (l.startBar + l.bars) * plan.barSec <= fadeStart).map((l) => parsed.lines[l.lineIndex]!.text);
              const missing = names.filter((n) => !early.some((text) => count(text, n) > 0));
              if (missing.length > 0) misses.push(`${style} ${JSON.stringify(event)} v${version} seed ${seed}: ${missing.join(', ')}`);
            }
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('sings every name of a small crew twice inside the preview (a name sung once is easily missed)', () => {
    // Up to four names (three in the wedding style, whose lines are longest) when no guest of honour takes a line.
    const events: ComposeRequest['event'][] = [{ kind: 'party' }, { kind: 'birthday' }, { kind: 'wedding' }];
    const crews = [['Quinn'], ['Harper', 'Felix'], ['Greta', 'Omar', 'Priya'], ['Tobias', 'Wren', 'Yusuf', 'Marisol']];
    const once: string[] = [];
    for (const style of SONG_STYLES) {
      for (const event of events) {
        for (const names of crews.filter((c) => c.length <= (style === 'wedding' ? 3 : 4))) {
          for (const seed of [5, 77]) {
            const parsed = parseLyrics(compose({ names, style, event, seed }).lyrics);
            for (const version of [1, 2] as const) {
              const plan = planSong(parsed, style, version, seed);
              const early = plan.vocalLines.filter((l) => (l.startBar + l.bars) * plan.barSec <= 38).map((l) => parsed.lines[l.lineIndex]!.text).join('\n');
              const missing = names.filter((n) => count(early, n) < 2);
              if (missing.length > 0) once.push(`${style} ${event.kind} v${version} seed ${seed}: ${missing.join(', ')}`);
            }
          }
        }
      }
    }
    expect(once).toEqual([]);
  });

  it('never makes a group of names the subject of a singular verb', () => {
    const names = ['Ines', 'Kai', 'Lena', 'Milo', 'Nadia', 'Omar', 'Pia', 'Quinn', 'Rosa'];
    for (const style of SONG_STYLES) {
      const lines = parseLyrics(compose({ names, style, event: { kind: 'party' }, seed: 11 }).lyrics).lines.map((l) => l.text);
      const groups = lines.filter((text) => / and /.test(text) && names.filter((n) => count(text, n) > 0).length >= 2 && !/, (do|hit|try|show)/i.test(text));
      expect(groups.length).toBeGreaterThan(0);
      for (const text of groups) expect(text).not.toMatch(new RegExp(`(${names.join('|')}) (jumps|claps|spins|taps|wiggles|sings|smiles|keeps|got|takes|shares|raise|shining)\\b`));
    }
  });

  it('opens verse 1 with the names the intro did not sing, in the order given', () => {
    // The intro's second line may take names when the preview is short of lines (the wedding
    // style's): the rest then open verse 1, still in the order given.
    const names = ['Tobias', 'Wren', 'Yusuf', 'Marisol'];
    for (const style of SONG_STYLES) {
      const parsed = parseLyrics(compose({ names, style, event: { kind: 'party' }, seed: 3 }).lyrics);
      const intro = parsed.sections.find((s) => s.kind === 'intro')!.lines.map((l) => l.text).join('\n');
      const verse = parsed.sections.find((s) => s.kind === 'verse')!.lines.map((l) => l.text);
      expect(parsed.lines[0]!.text).toContain('Tobias');
      const fresh = names.filter((n) => !intro.includes(n));
      expect(verse.slice(0, fresh.length).map((text) => names.find((n) => text.includes(n)))).toEqual(fresh);
    }
  });
});
