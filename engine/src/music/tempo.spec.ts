import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { SONG_STYLES } from '../types';
import { planSong } from './arrangement';
import { STYLE_PROFILES } from './styles';

const CREWS = [['Ngozi', 'Tomasz'], ['Zoë', 'Priya', 'Liam'], ['Mateo', 'Aiko'], ['Fatima', 'Jonas', 'Elif', 'Oscar']];

describe('each song gets its own tempo inside its style', () => {
  it.each(SONG_STYLES)('%s: four crews get at least three tempos per version, each in range, the same inputs the same tempo', (style) => {
    for (const version of [1, 2] as const) {
      const [slowest, fastest] = STYLE_PROFILES[style].bpm[version - 1]!;
      const tempos = CREWS.map((names, i) => {
        const seed = 500 + i;
        const parsed = parseLyrics(compose({ names, style, event: { kind: 'party' }, seed }).lyrics);
        const plan = planSong(parsed, style, version, seed);
        expect(planSong(parsed, style, version, seed).bpm).toBe(plan.bpm);
        expect(plan.barSec).toBeCloseTo(240 / plan.bpm, 9);
        return plan.bpm;
      });
      for (const bpm of tempos) {
        expect(bpm).toBeGreaterThanOrEqual(slowest);
        expect(bpm).toBeLessThanOrEqual(fastest);
      }
      expect(new Set(tempos).size).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the two versions of a song', () => {
  it.each(SONG_STYLES)('%s: never share a tempo (at least 2 bpm apart), whatever the seed', (style) => {
    const parsed = parseLyrics(compose({ names: ['Kemal', 'Sunniva'], style, event: { kind: 'party' }, seed: 1 }).lyrics);
    for (let seed = 0; seed < 300; seed++) {
      const [first, second] = ([1, 2] as const).map((version) => planSong(parsed, style, version, seed).bpm);
      expect(Math.abs(first! - second!)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the arrangement has fills, a breakdown and an ending of its own', () => {
  it.each(SONG_STYLES)('%s: a fill before every new section, a breakdown before the build-up or a sung one, a band outro', (style) => {
    for (const version of [1, 2] as const) {
      const seed = 77;
      const { lyrics } = compose({ names: ['Nadia', 'Kofi'], style, event: { kind: 'party' }, seed });
      const plan = planSong(parseLyrics(lyrics), style, version, seed);
      const { bars } = plan;
      for (let b = 0; b + 1 < bars.length; b++) if (bars[b + 1]!.kind !== bars[b]!.kind) expect(bars[b]!.fill).toBe(true);
      // The band drops out (light groove, no bass) somewhere before the last chorus: a breakdown bar, or the bridge.
      const build = bars.findIndex((b) => b.kind === 'build');
      expect(bars.slice(0, build).some((b) => b.energy < 0.45)).toBe(true);
      // At least one bar of band before each chorus that follows a verse.
      for (let b = 1; b < bars.length; b++) if (bars[b]!.kind === 'chorus' && bars[b - 1]!.kind === 'verse') throw new Error(`chorus at bar ${b} comes straight out of the verse`);
      // The band plays on after the last sung line.
      const last = plan.vocalLines[plan.vocalLines.length - 1]!;
      expect(bars.length - (last.startBar + last.bars)).toBeGreaterThanOrEqual(1);
      expect(bars[bars.length - 1]!.kind).toBe('outro');
    }
  });
});
