import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { planSong } from '../music/arrangement';
import { chroma, shareOn, strongest } from '../testing/chroma';
import { SONG_STYLES, type SongStyle, type TrackVersion } from '../types';
import { Band, type Bus } from './band';
import { SAMPLE_RATE } from './instruments';

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

/** The chord the plan asks for in a bar, computed here from music theory (not from the band's code). */
function intendedChord(root: number, mode: 'major' | 'minor', degree: number): number[] {
  const scale = mode === 'major' ? MAJOR : MINOR;
  return [0, 2, 4].map((k) => (root + scale[(degree + k) % 7]!) % 12);
}

const REGISTERS: Record<Exclude<Bus, 'drums'>, [number, number]> = { bass: [26, 50], chords: [48, 72], pad: [60, 86], lead: [64, 92] };
const cases = SONG_STYLES.flatMap((style) => ([1, 2] as const).map((version) => [style, version] as [SongStyle, TrackVersion]));
const keysSeen = new Set<number>();

describe('the band plays in the song\'s key and progression (chroma of each bus, bar by bar)', () => {
  it.each(cases)('%s version %i', (style, version) => {
    const seed = 1000 + style.length * 7 + version;
    const names = ['Ana', 'Ben', 'Cleo'];
    const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
    const plan = planSong(parseLyrics(lyrics), style, version, seed);
    keysSeen.add(plan.root);
    const vocalBars = new Set<number>();
    for (const line of plan.vocalLines) for (let b = 0; b < line.bars; b++) vocalBars.add(line.startBar + b);
    const band = new Band(plan, seed, vocalBars);
    const bars = Math.min(plan.bars.length, 16);
    const length = Math.round(bars * plan.barSec * SAMPLE_RATE);
    const checked: Record<string, number> = {};
    for (const bus of ['bass', 'chords', 'pad', 'lead'] as const) {
      const left = new Float32Array(length);
      const right = new Float32Array(length);
      band.renderRange(left, right, 0, length, [bus]);
      // Chord tones are panned apart: what a listener hears of a bus is both sides together.
      for (let i = 0; i < length; i++) left[i]! += right[i]!;
      for (let b = 0; b < bars; b++) {
        const bar = plan.bars[b]!;
        const from = Math.round((b * plan.barSec + 0.12) * SAMPLE_RATE);
        const to = Math.round((b * plan.barSec + Math.min(1.3, plan.barSec * 0.6)) * SAMPLE_RATE);
        let energy = 0;
        for (let i = from; i < to; i++) energy += left[i]! * left[i]!;
        if (energy / (to - from) < 1e-6) continue; // the bus is silent in this bar
        if (bus === 'lead' && vocalBars.has(b)) continue; // the lead answers the singer: only a tail rings here
        const profile = chroma(left, from, to, { sampleRate: SAMPLE_RATE, low: REGISTERS[bus][0], high: REGISTERS[bus][1] });
        const chord = intendedChord(plan.root, plan.mode, bar.degree);
        const top = strongest(profile);
        if (bus === 'bass') expect({ bar: b, top: top[0] }).toEqual({ bar: b, top: chord[0] });
        else if (bus === 'lead') expect({ bar: b, inChord: chord.includes(top[0]!) }).toEqual({ bar: b, inChord: true });
        else {
          expect({ bar: b, top3: top.slice(0, 3).sort() }).toEqual({ bar: b, top3: chord.slice().sort() });
          expect(shareOn(profile, chord)).toBeGreaterThan(0.8);
        }
        checked[bus] = (checked[bus] ?? 0) + 1;
      }
    }
    expect(checked.bass).toBeGreaterThanOrEqual(8);
    expect(checked.chords).toBeGreaterThanOrEqual(8);
  });

  it('covers several keys', () => {
    expect(keysSeen.size).toBeGreaterThanOrEqual(4);
  });
});
