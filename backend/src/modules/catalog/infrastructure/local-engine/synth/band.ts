import type { SongPlan } from '../music/arrangement';
import { scaleNote, triad } from '../music/styles';
import { Rng } from '../rng';
import { NoteCache, SAMPLE_RATE, type InstrumentName } from './instruments';

interface NoteEvent {
  instrument: InstrumentName;
  midi: number;
  startSample: number;
  seconds: number;
  gain: number;
  /** -1 left … 1 right. */
  pan: number;
}

const LEVEL: Partial<Record<InstrumentName, number>> = {
  kick: 0.9, kick808: 0.9, softKick: 0.8, snare: 0.55, rim: 0.5, clap: 0.5, hat: 0.35, openHat: 0.3, shaker: 0.35, tambourine: 0.35,
  bass808: 0.55, pluckBass: 0.5, softBass: 0.55, epiano: 0.5, supersaw: 0.3, pluck: 0.45, uke: 0.5, bell: 0.4, piano: 0.5, strings: 0.35,
};
const PAN: Partial<Record<InstrumentName, number>> = { hat: 0.35, openHat: -0.3, shaker: 0.4, tambourine: -0.35, epiano: -0.25, piano: -0.2, pluck: 0.25, uke: -0.3, bell: 0.35, strings: 0.15 };

/**
 * The band: turns the song plan into note events (drums, bass, chords, pad, lead) and renders any
 * time range of them into stereo buffers, so the preview range can be rendered first.
 */
export class Band {
  private readonly events: NoteEvent[] = [];
  private readonly cache = new NoteCache();
  private readonly maxEventSamples: number;

  constructor(private readonly plan: SongPlan, seed: number, vocalBars: Set<number>) {
    this.schedule(new Rng((seed ^ (plan.version * 7919)) >>> 0).fork('band'), vocalBars);
    this.events.sort((a, b) => a.startSample - b.startSample);
    this.maxEventSamples = Math.round(4 * plan.barSec * SAMPLE_RATE);
  }

  private stepTime(bar: number, step: number): number {
    const stepSec = this.plan.barSec / 16;
    const swing = step % 2 === 1 ? this.plan.swing * stepSec : 0;
    return bar * this.plan.barSec + step * stepSec + swing;
  }

  private add(instrument: InstrumentName, midi: number, time: number, seconds: number, velocity: number): void {
    this.events.push({ instrument, midi, startSample: Math.round(time * SAMPLE_RATE), seconds, gain: (LEVEL[instrument] ?? 0.5) * velocity, pan: PAN[instrument] ?? 0 });
  }

  private schedule(rng: Rng, vocalBars: Set<number>): void {
    const { plan } = this;
    const { profile } = plan;
    const stepSec = plan.barSec / 16;
    const leadMotif = Array.from({ length: 8 }, () => rng.pick([0, 2, 4, 4, 5, 7, 9, -1]));
    const chordBase = 52 - plan.root;
    plan.bars.forEach((bar, b) => {
      const energy = bar.energy;
      const isFirstIntroBar = bar.kind === 'intro' && b === 0;
      const groove = energy < 0.5 || isFirstIntroBar ? profile.lightGroove : plan.groove;
      for (const [instrument, hits] of Object.entries(groove) as [InstrumentName, [number, number][]][]) {
        for (const [step, velocity] of hits) {
          if (bar.fill && step >= 12 && instrument !== 'kick' && instrument !== 'kick808') continue;
          this.add(instrument, 60, this.stepTime(b, step), 0.2, velocity);
        }
      }
      if (bar.fill && energy >= 0.5) for (let s = 12; s < 16; s++) this.add('snare', 60, this.stepTime(b, s), 0.1, 0.35 + (s - 12) * 0.15);
      if (b > 0 && bar.kind !== plan.bars[b - 1]!.kind && energy >= 0.75) this.add('openHat', 60, this.stepTime(b, 0), 0.3, 0.9);

      const chord = triad(plan.root, plan.mode, bar.degree, chordBase).map((m) => (m > 67 ? m - 12 : m)).sort((x, y) => x - y);
      const bassMidi = triad(plan.root, plan.mode, bar.degree, 36 - plan.root)[0]! + (plan.root > 6 ? -12 : 0);
      if (!isFirstIntroBar && energy >= 0.45) {
        const steps = energy >= 0.6 ? plan.bassSteps : [0];
        steps.forEach((step, i) => {
          const next = steps[i + 1] ?? 16;
          this.add(profile.bass, bassMidi, this.stepTime(b, step), (next - step) * stepSec * 0.9, 1);
        });
      }

      const chordGain = bar.kind === 'bridge' ? 0.6 : 1;
      switch (plan.chordStyle) {
        case 'block':
          chord.forEach((m) => this.add(profile.chords, m, b * plan.barSec, plan.barSec * 0.95, 0.7 * chordGain));
          break;
        case 'stabs':
          for (const step of [0, 6, 10]) chord.forEach((m) => this.add(profile.chords, m, this.stepTime(b, step), stepSec * 3, 0.75 * chordGain));
          break;
        case 'arp':
          for (let s = 0; s < 16; s += 2) {
            const tone = [chord[0]!, chord[1]!, chord[2]!, chord[0]! + 12][(s / 2) % 4]!;
            this.add(profile.chords, tone, this.stepTime(b, s), stepSec * 2.5, 0.7 * chordGain);
          }
          break;
        case 'strum':
          for (let beat = 0; beat < 4; beat++) {
            chord.forEach((m, k) => this.add(profile.chords, m, this.stepTime(b, beat * 4) + k * 0.012, stepSec * 3, (beat % 2 === 0 ? 0.8 : 0.6) * chordGain));
          }
          break;
      }
      if (profile.pad && (bar.kind === 'chorus' || bar.kind === 'break' || (profile.pad === 'strings' && energy >= 0.6))) {
        chord.forEach((m) => this.add(profile.pad!, m + 12, b * plan.barSec, plan.barSec, 0.6));
      }
      // The lead answers the singer: it plays only in bars without vocals.
      if (!vocalBars.has(b) && !isFirstIntroBar) {
        for (let s = 0; s < 8; s++) {
          const degree = leadMotif[(s + b) % leadMotif.length]!;
          if (degree < 0) continue;
          this.add(profile.lead, scaleNote(plan.root, plan.mode, degree + bar.degree, 72 - plan.root), this.stepTime(b, s * 2), stepSec * 1.8, s % 2 === 0 ? 0.9 : 0.6);
        }
      }
    });
    // Final chord rings out.
    const last = this.plan.bars.length;
    triad(plan.root, plan.mode, 0, chordBase).forEach((m) => this.add(profile.chords, m, last * plan.barSec, 1.5, 0.7));
    this.add(profile.bass, 36 + plan.root - (plan.root > 6 ? 12 : 0), last * plan.barSec, 1.5, 0.8);
  }

  /** Adds every note that sounds inside [from, to) samples into left/right. */
  renderRange(left: Float32Array, right: Float32Array, from: number, to: number): void {
    let i = lowerBound(this.events, from - this.maxEventSamples);
    for (; i < this.events.length; i++) {
      const e = this.events[i]!;
      if (e.startSample >= to) break;
      const note = this.cache.get(e.instrument, e.midi, e.seconds);
      const begin = Math.max(from, e.startSample);
      const end = Math.min(to, e.startSample + note.length, left.length);
      if (end <= begin) continue;
      const angle = ((e.pan + 1) * Math.PI) / 4;
      const gl = Math.cos(angle) * Math.SQRT2 * e.gain;
      const gr = Math.sin(angle) * Math.SQRT2 * e.gain;
      for (let s = begin, k = begin - e.startSample; s < end; s++, k++) {
        const v = note[k]!;
        left[s]! += v * gl;
        right[s]! += v * gr;
      }
    }
  }
}

function lowerBound(events: NoteEvent[], sample: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid]!.startSample < sample) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
