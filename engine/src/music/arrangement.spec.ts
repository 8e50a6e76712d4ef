import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { SONG_STYLES, type SongStyle, type TrackVersion } from '../types';
import { planSong, type SongPlan } from './arrangement';

const FOUR_LINES = `Alice and Bob are here tonight
Dance with me under the light
Emma spins around the floor
Party people want some more`;
const VERSE_AND_CHORUS = `[Verse]
Alice and Bob are here tonight
Dance with me under the light
[Chorus]
Emma spins around the floor
Party people want some more`;

const cases = SONG_STYLES.flatMap((style) => ([1, 2] as const).map((version) => [style, version] as [SongStyle, TrackVersion]));

const sungShare = (plan: SongPlan) => plan.vocalLines.reduce((n, l) => n + l.bars, 0) / plan.bars.length;

/** Longest run of bars without a sung line, ignoring the outro after the last line. */
function longestInstrumentalBars(plan: SongPlan): number {
  let longest = 0;
  let previousEnd = 0;
  for (const line of plan.vocalLines) {
    longest = Math.max(longest, line.startBar - previousEnd);
    previousEnd = line.startBar + line.bars;
  }
  return longest;
}

/** Every written line once, in order; anything else is a reprise of a line allowed to repeat. */
function expectWrittenWithReprises(plan: SongPlan, lyrics: string, repeatable: (lineIndex: number) => boolean): void {
  const written = parseLyrics(lyrics).lines.length;
  let next = 0;
  for (const { lineIndex } of plan.vocalLines) {
    if (lineIndex === next) next++;
    else expect(repeatable(lineIndex)).toBe(true);
  }
  expect(next).toBe(written);
  const starts = plan.vocalLines.map((l) => l.startBar);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
}

describe('planSong: short lyrics still make a mostly sung 180–240 s song', () => {
  it.each(cases)('4 lines, %s version %i: the lines come back as the hook', (style, version) => {
    const plan = planSong(parseLyrics(FOUR_LINES), style, version, 99);
    expect(plan.durationSec).toBeGreaterThanOrEqual(180);
    expect(plan.durationSec).toBeLessThanOrEqual(240);
    expect(sungShare(plan)).toBeGreaterThanOrEqual(0.8);
    expect(longestInstrumentalBars(plan) * plan.barSec).toBeLessThanOrEqual(8);
    expectWrittenWithReprises(plan, FOUR_LINES, () => true);
    expect(plan).toEqual(planSong(parseLyrics(FOUR_LINES), style, version, 99));
  });

  it.each(cases)('one word, %s version %i: a chant of it, with short dance breaks', (style, version) => {
    const plan = planSong(parseLyrics('Alice'), style, version, 5);
    expect(plan.durationSec).toBeGreaterThanOrEqual(180);
    expect(plan.durationSec).toBeLessThanOrEqual(240);
    expect(sungShare(plan)).toBeGreaterThanOrEqual(0.8);
    expect(longestInstrumentalBars(plan) * plan.barSec).toBeLessThanOrEqual(8);
    expect(plan.vocalLines.every((l) => l.lineIndex === 0)).toBe(true);
  });

  it.each(cases)('verse and chorus, %s version %i: only the chorus is repeated', (style, version) => {
    const plan = planSong(parseLyrics(VERSE_AND_CHORUS), style, version, 3);
    expect(plan.durationSec).toBeGreaterThanOrEqual(180);
    expect(plan.durationSec).toBeLessThanOrEqual(240);
    expect(sungShare(plan)).toBeGreaterThanOrEqual(0.8);
    expectWrittenWithReprises(plan, VERSE_AND_CHORUS, (lineIndex) => lineIndex >= 2);
  });

  it('keeps the requested length for shortened test songs without overrunning it', () => {
    const plan = planSong(parseLyrics(FOUR_LINES), 'kids', 1, 1, 24);
    expect(plan.durationSec).toBeGreaterThan(20);
    expect(plan.durationSec).toBeLessThan(28);
  });
});

describe('planSong: composed songs are full songs already', () => {
  it.each(cases)('%s version %i: verses once, the chorus at most 6 times, mostly sung, no reprise for long lyrics', (style, version) => {
    const names = ['Alice', 'Bob', 'Chloé', 'Dmitri', 'Emma'];
    const { lyrics } = compose({ names, style, event: { kind: 'birthday', birthdayPerson: 'Alice' }, seed: 1234 });
    const parsed = parseLyrics(lyrics);
    const plan = planSong(parsed, style, version, 1234);
    expect(plan.durationSec).toBeGreaterThanOrEqual(180);
    expect(plan.durationSec).toBeLessThanOrEqual(240);
    const chorusTexts = new Set(parsed.lines.filter((l) => l.sectionKind === 'chorus').map((l) => l.text));
    expectWrittenWithReprises(plan, lyrics, (lineIndex) => chorusTexts.has(parsed.lines[lineIndex]!.text));
    const plays = plan.vocalLines.filter((l) => parsed.lines[l.lineIndex]!.text === [...chorusTexts][0]).length;
    expect(plays).toBeLessThanOrEqual(6);
    expect(sungShare(plan)).toBeGreaterThanOrEqual(0.8);
    expect(longestInstrumentalBars(plan) * plan.barSec).toBeLessThanOrEqual(8);
    // A short intro, a build-up bar right before the last chorus, a one-bar ending on the tonic.
    expect(plan.vocalLines[0]!.startBar * plan.barSec).toBeLessThanOrEqual(8);
    const last = plan.vocalLines[plan.vocalLines.length - 1]!;
    expect(plan.durationSec - (last.startBar + last.bars) * plan.barSec).toBeLessThanOrEqual(8);
    expect(plan.bars[plan.bars.length - 1]!.degree).toBe(0);
    const build = plan.bars.findIndex((b) => b.kind === 'build');
    expect(build).toBeGreaterThan(0);
    expect(plan.bars[build + 1]!.kind).toBe('chorus');
    expect(plan.bars.slice(build + 1).some((b) => b.kind === 'verse')).toBe(false);

    const long = Array.from({ length: 70 }, (_, i) => `Alice and Bob dance on line ${i}`).join('\n');
    expect(planSong(parseLyrics(long), style, version, 1).vocalLines).toHaveLength(70);
  });
});
