import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { planSong, type SongPlan } from '../music/arrangement';
import { SONG_STYLES, type SongStyle, type TrackVersion } from '../types';
import { Band } from './band';
import { SAMPLE_RATE } from './instruments';

/**
 * The party ear-candy into each chorus (a noise riser, a roll of claps and a crowd "hey!") found
 * in the band's rendered stereo stem, against the same band rendered with ear-candy off: it must
 * stand out of the band where it is placed (the bar before a chorus), in its own frequency band
 * and on both sides, and nowhere else.
 */

/** RBJ band-pass biquad (constant 0 dB peak gain), run over x[from, to). */
function bandPass(x: Float32Array, from: number, to: number, lowHz: number, highHz: number): Float32Array {
  const centre = Math.sqrt(lowHz * highHz);
  const q = centre / (highHz - lowHz);
  const w = (2 * Math.PI * centre) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const [b0, b2, a1, a2] = [alpha / a0, -alpha / a0, (-2 * Math.cos(w)) / a0, (1 - alpha) / a0];
  const out = new Float32Array(to - from);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = from; i < to; i++) {
    const v = x[i]!;
    const y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = v;
    y2 = y1;
    y1 = y;
    out[i - from] = y;
  }
  return out;
}

/** Energy (dB) of x in [fromSec, toSec) within the band lowHz–highHz (filtered from 50 ms before, so the filter has settled). */
function bandDb(x: Float32Array, fromSec: number, toSec: number, lowHz: number, highHz: number): number {
  const lead = Math.round(0.05 * SAMPLE_RATE);
  const from = Math.round(fromSec * SAMPLE_RATE);
  const to = Math.min(x.length, Math.round(toSec * SAMPLE_RATE));
  const start = Math.max(0, from - lead);
  // Three band-passes in a row: one alone lets the kick and bass (−30 dB at 60 Hz) swamp a 2 kHz band.
  let y = bandPass(x, start, to, lowHz, highHz);
  for (let k = 0; k < 2; k++) y = bandPass(y, 0, y.length, lowHz, highHz);
  let e = 1e-12;
  for (let i = from - start; i < y.length; i++) e += y[i]! * y[i]!;
  return 10 * Math.log10(e / Math.max(1, to - from));
}

/** The band's stereo render of the given bars and the bar after each (silence elsewhere). */
function render(plan: SongPlan, seed: number, vocalBars: Set<number>, earCandy: boolean, bars: readonly number[]): { left: Float32Array; right: Float32Array; mid: Float32Array } {
  const band = new Band(plan, seed, vocalBars, { earCandy });
  const barSamples = plan.barSec * SAMPLE_RATE;
  const length = Math.round((Math.max(...bars) + 2) * barSamples);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (const b of bars) band.renderRange(left, right, Math.round(b * barSamples), Math.min(length, Math.round((b + 2) * barSamples)));
  return { left, right, mid: left.map((l, i) => (l + right[i]!) / 2) };
}

/**
 * How far over the band without it (in its frequency band and window) each piece must stand: a
 * few dB is an event a listener notices. Before the groove made room for the crowd, the shout
 * stood 0.7–5.4 dB over the band on a side (0.7–1.3 in three styles) and the first claps 1.1–7.2 dB.
 */
const MIN_DB = { riser: 6, hey: 2.5, heyEachSide: 1.5, clap: 2 };
const cases = SONG_STYLES.flatMap((style) => ([1, 2] as const).map((version) => [style, version] as [SongStyle, TrackVersion]));
const bandOnlyLeadIns: string[] = [];

describe('ear-candy at the section changes is heard in the band\'s render (against the same band without it)', () => {
  it.each(cases)('%s version %i', (style, version) => {
    const seed = 2000 + style.length * 13 + version;
    const names = ['Ana', 'Ben', 'Cleo'];
    const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
    const plan = planSong(parseLyrics(lyrics), style, version, seed);
    const vocalBars = new Set<number>();
    for (const line of plan.vocalLines) for (let b = 0; b < line.bars; b++) vocalBars.add(line.startBar + b);
    // Section changes into a chorus (and the build-up before the last one): where the ear-candy goes.
    const leadIns = plan.bars.flatMap((bar, b) => ((plan.bars[b + 1]?.kind === 'chorus' && bar.kind !== 'chorus') || bar.kind === 'build' ? [b] : []));
    expect(leadIns.length).toBeGreaterThanOrEqual(2);
    // Each change with the bar before and after it (the whole song would take long to render).
    const rendered = [...new Set(leadIns.flatMap((b) => [b - 1, b]))].filter((b) => b >= 0);
    const on = render(plan, seed, vocalBars, true, rendered);
    const off = render(plan, seed, vocalBars, false, rendered);
    const step = plan.barSec / 16;
    const quiet: string[] = [];
    const figures: string[] = [];

    for (const b of leadIns) {
      const barStart = b * plan.barSec;
      const barEnd = barStart + plan.barSec;
      // The riser: noise swept up to 9 kHz, loudest at the end of the bar.
      const riser = bandDb(on.left, barEnd - 4 * step, barEnd, 3000, 9000) - bandDb(off.left, barEnd - 4 * step, barEnd, 3000, 9000);
      figures.push(`riser ${b} ${riser.toFixed(1)}`);
      if (riser < MIN_DB.riser) quiet.push(`riser in bar ${b}: +${riser.toFixed(1)} dB`);
      if (vocalBars.has(b) || plan.bars[b]!.kind === 'build') continue;
      bandOnlyLeadIns.push(`${style} v${version} bar ${b}`);
      // The crowd's "hey!" on beat four: its vowel's formants (400–2600 Hz), in the middle and on each side.
      const hey = barStart + 12 * step;
      for (const side of ['mid', 'left', 'right'] as const) {
        const shout = bandDb(on[side], hey + 0.05, hey + 0.25, 400, 2600) - bandDb(off[side], hey + 0.05, hey + 0.25, 400, 2600);
        figures.push(`hey ${b}${side[0]} ${shout.toFixed(1)}`);
        if (shout < (side === 'mid' ? MIN_DB.hey : MIN_DB.heyEachSide)) quiet.push(`"hey!" in bar ${b} (${side}): +${shout.toFixed(1)} dB`);
      }
      // The claps before the shout (steps 8 and 10): an onset in the clap's band (~1.8 kHz) that the band alone does not have.
      for (const s of [8, 10]) {
        const t = barStart + s * step + (s % 2 === 1 ? plan.swing * step : 0);
        const clapOn = bandDb(on.left, t, t + 0.03, 1200, 2600) + bandDb(on.right, t, t + 0.03, 1200, 2600);
        const clapOff = bandDb(off.left, t, t + 0.03, 1200, 2600) + bandDb(off.right, t, t + 0.03, 1200, 2600);
        const clap = (clapOn - clapOff) / 2;
        figures.push(`clap ${b}.${s} ${clap.toFixed(1)}`);
        if (clap < MIN_DB.clap) quiet.push(`clap at step ${s} of bar ${b}: +${clap.toFixed(1)} dB`);
      }
    }

    // EAR_CANDY_LOG=1 prints every figure (the ADR quotes them).
    if (process.env.EAR_CANDY_LOG) console.log(style, version, JSON.stringify(figures));
    expect(quiet).toEqual([]);

    // Placed at the section changes only: everything ear-candy adds lies inside the lead-in bars
    // (the bars before them are rendered too: nothing may leak there).
    let inside = 0;
    let total = 1e-12;
    const leadInSet = new Set(leadIns);
    for (const side of ['left', 'right'] as const) {
      for (let i = 0; i < on[side].length; i++) {
        const d = on[side][i]! - off[side][i]!;
        const e = d * d;
        total += e;
        // The last claps ring ~0.2 s into the chorus.
        if (leadInSet.has(Math.floor((i / SAMPLE_RATE - 0.2) / plan.barSec))) inside += e;
      }
    }
    expect(inside / total).toBeGreaterThan(0.97);
    expect(total).toBeGreaterThan(1);
  });

  it('finds claps and a "hey!" in band-only bars before a chorus in most styles', () => {
    const styles = new Set(bandOnlyLeadIns.map((s) => s.split(' ')[0]));
    expect(styles.size).toBeGreaterThanOrEqual(3);
  });
});
