import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { Band } from '../synth/band';
import { SAMPLE_RATE } from '../synth/instruments';
import { chroma, strongest } from '../testing/chroma';
import { SONG_STYLES } from '../types';
import { planSong } from './arrangement';

/**
 * "Song 1" and "Song 2" of a generation are arranged differently, not only in tempo and voice:
 * another key, another drum groove, another chord instrument or playing style, another bass line.
 */
describe('the two versions differ in arrangement', () => {
  it.each(SONG_STYLES)('%s: key, groove, chords and bass rhythm differ for every seed', (style) => {
    for (const seed of [1, 42, 4321, 99_999]) {
      const { lyrics } = compose({ names: ['Ana', 'Ben'], style, event: { kind: 'party' }, seed });
      const parsed = parseLyrics(lyrics);
      const [one, two] = ([1, 2] as const).map((v) => planSong(parsed, style, v, seed));
      expect(one!.root).not.toBe(two!.root);
      expect(one!.groove).not.toEqual(two!.groove);
      expect(`${one!.profile.chords[0]} ${one!.chordStyle}`).not.toBe(`${two!.profile.chords[1]} ${two!.chordStyle}`);
      expect(one!.bassSteps).not.toEqual(two!.bassSteps);
    }
  });

  it.each(SONG_STYLES)('%s: the rendered bass of a tonic bar sits on another note (chroma)', (style) => {
    const seed = 7;
    const { lyrics } = compose({ names: ['Ana', 'Ben'], style, event: { kind: 'party' }, seed });
    const parsed = parseLyrics(lyrics);
    const tonics = ([1, 2] as const).map((v) => {
      const plan = planSong(parsed, style, v, seed);
      const band = new Band(plan, seed, new Set());
      // A verse or chorus bar on the tonic chord (the intro may have no bass).
      const bar = plan.bars.findIndex((b) => b.degree === 0 && (b.kind === 'verse' || b.kind === 'chorus'));
      expect(bar).toBeGreaterThanOrEqual(0);
      const from = Math.round((bar * plan.barSec + 0.12) * SAMPLE_RATE);
      const to = Math.round((bar * plan.barSec + Math.min(1.3, plan.barSec * 0.6)) * SAMPLE_RATE);
      const left = new Float32Array(to);
      band.renderRange(left, new Float32Array(to), Math.round(bar * plan.barSec * SAMPLE_RATE), to, ['bass']);
      const heard = strongest(chroma(left, from, to, { sampleRate: SAMPLE_RATE, low: 26, high: 50 }))[0];
      expect(heard).toBe(plan.root % 12);
      return heard;
    });
    expect(tonics[0]).not.toBe(tonics[1]);
  });
});
