import type { SongPlan } from '../music/arrangement';
import { chordPitchClasses, inOctave, scaleNote } from '../music/styles';
import { Rng } from '../rng';
import { NoteCache, SAMPLE_RATE, midiToHz, type InstrumentName } from './instruments';
import { inPieces } from '../dsp-pieces';

/** Which part of the band a note belongs to (tests render each bus alone to check its harmony). */
export type Bus = 'drums' | 'bass' | 'chords' | 'pad' | 'lead';

type Fill = readonly ('snare' | 'high' | 'mid' | 'low' | 'rest')[];
/** Fills over the last beat (four 16ths), picked per bar. */
const FILLS: Fill[] = [['snare', 'snare', 'snare', 'snare'], ['high', 'mid', 'low', 'low'], ['snare', 'snare', 'mid', 'low'], ['snare', 'high', 'snare', 'low'], ['high', 'rest', 'mid', 'low']];
const TOMS = { high: 50, mid: 45, low: 40 } as const;
const TOM_PAN = { high: -0.35, mid: 0, low: 0.35 } as const;

interface NoteEvent {
  bus: Bus;
  instrument: InstrumentName;
  midi: number;
  startSample: number;
  seconds: number;
  gain: number;
  /** -1 left … 1 right. */
  pan: number;
  /** Start phase (eighths of a cycle) for instruments that keep a continuous waveform. */
  phase: number;
}

/** Pluck-bass notes start in one of eight phases of a free-running oscillator (see NoteCache.get). */
const PHASE_STEPS = 8;

const LEVEL: Partial<Record<InstrumentName, number>> = {
  kick: 0.9, kick808: 0.9, softKick: 0.8, snare: 0.55, rim: 0.5, clap: 0.5, hat: 0.35, openHat: 0.3, shaker: 0.35, tambourine: 0.35,
  bass808: 0.55, pluckBass: 0.5, softBass: 0.55, epiano: 0.5, supersaw: 0.3, pluck: 0.45, uke: 0.5, bell: 0.4, piano: 0.5, strings: 0.35,
  crash: 0.45, tom: 0.55, riser: 0.22, hey: 1.2,
};
/**
 * Where each instrument sits (−1 left … 1 right): kick, snare, bass and the voice in the centre,
 * the hats, shakers and percussion spread to the sides, the chord instruments and the lead answer
 * facing each other. Chords and pads spread their tones too (see CHORD_SPREAD).
 */
const PAN: Partial<Record<InstrumentName, number>> = {
  hat: 0.45, openHat: -0.4, shaker: 0.55, tambourine: -0.5, clap: -0.12, rim: 0.15, crash: 0.35,
  epiano: -0.3, piano: -0.3, pluck: 0.35, uke: -0.4, bell: 0.45, strings: 0, supersaw: 0,
};
/** The tones of a chord fan out around the instrument's place, lowest left (pads widest). */
const CHORD_SPREAD: Partial<Record<InstrumentName, number>> = { strings: 0.6, supersaw: 0.6, epiano: 0.3, piano: 0.35, uke: 0.3, pluck: 0.3 };

/**
 * The band: turns the song plan into note events (drums, bass, chords, pad, lead) and renders any
 * time range of them into stereo buffers, so the preview range can be rendered first.
 */
export class Band {
  private readonly events: NoteEvent[] = [];
  private readonly cache = new NoteCache();
  private readonly maxEventSamples: number;
  /**
   * Where each event's note ends (sample after its last), once its note has been fetched; NaN
   * before. A piece skips the notes that ended before it without asking the cache again (each
   * piece looks back over four bars of events: most of them long over).
   */
  private eventEnds = new Float64Array(0);

  /**
   * `earCandy: false` leaves out the riser, claps and "hey!" into the choruses (tests compare
   * against it to find them in the render).
   */
  constructor(private readonly plan: SongPlan, seed: number, vocalBars: Set<number>, private readonly options: { earCandy?: boolean } = {}) {
    this.schedule(new Rng((seed ^ (plan.version * 7919)) >>> 0).fork('band'), vocalBars);
    this.events.sort((a, b) => a.startSample - b.startSample);
    this.maxEventSamples = Math.round(4 * plan.barSec * SAMPLE_RATE);
    this.eventEnds = new Float64Array(this.events.length).fill(NaN);
  }

  private stepTime(bar: number, step: number): number {
    const stepSec = this.plan.barSec / 16;
    const swing = step % 2 === 1 ? this.plan.swing * stepSec : 0;
    return bar * this.plan.barSec + step * stepSec + swing;
  }

  private add(bus: Bus, instrument: InstrumentName, midi: number, time: number, seconds: number, velocity: number, pan = PAN[instrument] ?? 0): void {
    // Lengths on a 1/64 s grid: songs at other tempos then share most notes in the thread's cache.
    this.events.push({ bus, instrument, midi, startSample: Math.round(time * SAMPLE_RATE), seconds: Math.max(1 / 64, Math.round(seconds * 64) / 64), gain: (LEVEL[instrument] ?? 0.5) * velocity, pan: Math.max(-1, Math.min(1, pan)), phase: instrument === 'pluckBass' ? freePhase(midi, time) : 0 });
  }

  /** Tone k of an n-note chord, panned around the instrument's place. */
  private chordPan(instrument: InstrumentName, k: number, n: number): number {
    const spread = CHORD_SPREAD[instrument] ?? 0;
    return (PAN[instrument] ?? 0) + (n > 1 ? spread * ((2 * k) / (n - 1) - 1) : 0);
  }

  private schedule(rng: Rng, vocalBars: Set<number>): void {
    const { plan } = this;
    const { profile } = plan;
    const stepSec = plan.barSec / 16;
    const chords = profile.chords[plan.version - 1]!;
    const lead = profile.lead[plan.version - 1]!;
    // Chord tones (degrees above the bar's chord root), so the answer phrases sit on the harmony.
    const leadMotif = Array.from({ length: 8 }, () => rng.pick([0, 2, 4, 4, 7, 2, -1]));
    const fills = rng.fork('fills');
    plan.bars.forEach((bar, b) => {
      const energy = bar.energy;
      const isFirstIntroBar = bar.kind === 'intro' && b === 0;
      const groove = energy < 0.5 || isFirstIntroBar ? profile.lightGroove : plan.groove;
      const isBuild = bar.kind === 'build';
      const next = plan.bars[b + 1];
      const intoChorus = next?.kind === 'chorus' && bar.kind !== 'chorus';
      // A bar of band into a chorus: from its middle the crowd claps and shouts over the kick alone
      // (under the full groove and a fill they were only 1–3 dB over the band: felt, not heard).
      const crowd = intoChorus && !vocalBars.has(b) && !isBuild && this.options.earCandy !== false;
      if (isBuild) this.buildUp(b);
      else {
        for (const [instrument, hits] of Object.entries(groove) as [InstrumentName, [number, number][]][]) {
          for (const [step, velocity] of hits) {
            if (((bar.fill && step >= 12) || (crowd && step >= 8)) && instrument !== 'kick' && instrument !== 'kick808') continue;
            this.add('drums', instrument, 60, this.stepTime(b, step), 0.2, velocity);
          }
        }
        if (bar.fill && energy >= 0.5) {
          const fill = fills.pick(FILLS);
          if (!crowd) this.fill(b, fill);
        }
      }
      if (intoChorus || isBuild) this.leadIn(b, vocalBars.has(b), isBuild);
      if (b > 0 && bar.kind === 'chorus' && plan.bars[b - 1]!.kind !== 'chorus') this.add('drums', 'crash', 60, this.stepTime(b, 0), 1, 0.9);
      // The chorus is denser: a 16th shaker and claps doubling the backbeat on top of the groove.
      if (bar.kind === 'chorus') {
        for (let s = 0; s < 16; s++) this.add('drums', 'shaker', 60, this.stepTime(b, s), 0.1, s % 4 === 0 ? 0.6 : 0.35);
        for (const s of [4, 12]) this.add('drums', 'clap', 60, this.stepTime(b, s), 0.2, 0.55);
      }
      if (b > 0 && bar.kind !== plan.bars[b - 1]!.kind && energy >= 0.75) this.add('drums', 'openHat', 60, this.stepTime(b, 0), 0.3, 0.9);

      // Chord tones voiced inside E3–D#4 and the bass on the chord's root inside G1–F#2: both
      // follow the key and the progression (the voicing, not the key, decides the register).
      const pcs = chordPitchClasses(plan.root, plan.mode, bar.degree);
      const chord = pcs.map((pc) => inOctave(pc, 52)).sort((x, y) => x - y);
      const bassMidi = inOctave(pcs[0]!, 31);
      const bass = plan.bass;
      if (!isFirstIntroBar && energy >= 0.45) {
        // In the build-up the bass stops for the last beat: the drop lands on the chorus.
        const steps = (energy >= 0.6 ? plan.bassSteps : [0]).filter((step) => !isBuild || step < 12);
        steps.forEach((step, i) => {
          const following = steps[i + 1] ?? 16;
          this.add('bass', bass, bassMidi, this.stepTime(b, step), (following - step) * stepSec * 0.9, 1);
        });
      }

      const chordGain = bar.kind === 'bridge' ? 0.6 : 1;
      const pan = (k: number) => this.chordPan(chords, k, chord.length);
      if (isBuild) chord.forEach((m, k) => this.add('chords', chords, m, b * plan.barSec, plan.barSec * 0.7, 0.7, pan(k)));
      else switch (plan.chordStyle) {
        case 'block':
          chord.forEach((m, k) => this.add('chords', chords, m, b * plan.barSec, plan.barSec * 0.95, 0.7 * chordGain, pan(k)));
          break;
        case 'stabs':
          for (const step of [0, 6, 10]) chord.forEach((m, k) => this.add('chords', chords, m, this.stepTime(b, step), stepSec * 3, 0.75 * chordGain, pan(k)));
          break;
        case 'arp':
          for (let s = 0; s < 16; s += 2) {
            const tone = [chord[0]!, chord[1]!, chord[2]!, chord[0]! + 12][(s / 2) % 4]!;
            // The broken chord walks across the stereo field, left to right and back.
            this.add('chords', chords, tone, this.stepTime(b, s), stepSec * 2.5, 0.7 * chordGain, (PAN[chords] ?? 0) + [-0.35, 0, 0.35, 0.15][(s / 2) % 4]!);
          }
          break;
        case 'strum':
          for (let beat = 0; beat < 4; beat++) {
            chord.forEach((m, k) => this.add('chords', chords, m, this.stepTime(b, beat * 4) + k * 0.012, stepSec * 3, (beat % 2 === 0 ? 0.8 : 0.6) * chordGain, pan(k)));
          }
          break;
      }
      const pad = plan.pad;
      if (pad && (bar.kind === 'chorus' || bar.kind === 'break' || bar.kind === 'breakdown' || (pad === 'strings' && energy >= 0.6))) {
        chord.forEach((m, k) => this.add('pad', pad, m + 12, b * plan.barSec, plan.barSec, 0.6, this.chordPan(pad, k, chord.length)));
      }
      // The lead answers the singer: it plays only in bars without vocals.
      if (!vocalBars.has(b) && !isFirstIntroBar && !isBuild) {
        for (let s = 0; s < 8; s++) {
          // Every bar opens on a note, so the new chord is heard over the last bar's tail.
          const degree = s === 0 ? Math.max(0, leadMotif[b % leadMotif.length]!) : leadMotif[(s + b) % leadMotif.length]!;
          if (degree < 0) continue;
          const tonic = inOctave(plan.root, 62);
          let midi = scaleNote(plan.root, plan.mode, degree + bar.degree, tonic - plan.root);
          while (midi > 84) midi -= 12; // keep the answer phrase in a singer's upper register (≤ C6)
          this.add('lead', lead, midi, this.stepTime(b, s * 2), stepSec * 1.8, s % 2 === 0 ? 0.9 : 0.6);
        }
      }
    });
    // Final chord rings out.
    const last = this.plan.bars.length;
    chordPitchClasses(plan.root, plan.mode, 0).forEach((pc) => this.add('chords', chords, inOctave(pc, 52), last * plan.barSec, 1.5, 0.7));
    this.add('bass', plan.bass, inOctave(plan.root, 31), last * plan.barSec, 1.5, 0.8);
    this.add('drums', 'crash', 60, last * plan.barSec, 1, 0.8);
  }

  /** A fill over the bar's last beat: a snare run, toms down the kit, or both. */
  private fill(b: number, pattern: Fill): void {
    for (let s = 12; s < 16; s++) {
      const k = s - 12;
      const velocity = 0.35 + k * 0.15;
      const hit = pattern[k]!;
      if (hit === 'snare') this.add('drums', 'snare', 60, this.stepTime(b, s), 0.1, velocity);
      else if (hit !== 'rest') this.add('drums', 'tom', TOMS[hit], this.stepTime(b, s), 0.25, velocity, TOM_PAN[hit]);
    }
  }

  /**
   * Into a chorus: a noise riser over the bar (the second half when someone sings in it), and in a
   * bar of band the crowd's claps and a "hey!" on the last beat, shouted from both sides (the
   * groove makes room for them: see `crowd` in schedule).
   */
  private leadIn(b: number, sung: boolean, isBuild: boolean): void {
    if (this.options.earCandy === false) return;
    const { barSec } = this.plan;
    const from = sung ? 0.5 : 0;
    this.add('drums', 'riser', 60, (b + from) * barSec, (1 - from) * barSec, sung ? 0.6 : 1);
    if (sung || isBuild) return;
    for (const s of [8, 10, 12, 13, 14, 15]) this.add('drums', 'clap', 60, this.stepTime(b, s), 0.2, 0.75 + (s - 8) * 0.04, s % 2 === 0 ? -0.35 : 0.35);
    this.add('drums', 'hey', 62, this.stepTime(b, 12), 0.4, 1, -0.55);
    this.add('drums', 'hey', 57, this.stepTime(b, 12) + 0.012, 0.4, 1, 0.55);
  }

  /**
   * The bar before the last chorus: kick on the beat, a snare roll speeding up from 8ths to 16ths
   * and getting louder, rising hats, then a beat of silence (the drop) before the chorus hits.
   */
  private buildUp(b: number): void {
    for (const step of [0, 4, 8]) this.add('drums', this.plan.bass === 'bass808' ? 'kick808' : 'kick', 60, this.stepTime(b, step), 0.2, 0.8);
    for (let step = 0; step < 12; step += step < 8 ? 2 : 1) this.add('drums', 'snare', 60, this.stepTime(b, step), 0.1, 0.3 + (0.6 * step) / 12);
    for (let step = 4; step < 12; step++) this.add('drums', 'openHat', 60, this.stepTime(b, step), 0.15, 0.2 + (0.5 * (step - 4)) / 8);
  }

  /** Adds every note that sounds inside [from, to) samples into left/right (only `buses` when given). */
  renderRange(left: Float32Array, right: Float32Array, from: number, to: number, buses?: readonly Bus[]): void {
    // Each sample still gets its notes in the same order.
    inPieces(from, to, (start, end) => this.renderPiece(left, right, start, end, buses));
  }

  private renderPiece(left: Float32Array, right: Float32Array, from: number, to: number, buses?: readonly Bus[]): void {
    let i = lowerBound(this.events, from - this.maxEventSamples);
    for (; i < this.events.length; i++) {
      const e = this.events[i]!;
      if (e.startSample >= to) break;
      if (buses && !buses.includes(e.bus)) continue;
      if (this.eventEnds[i]! <= from) continue;
      const note = this.cache.get(e.instrument, e.midi, e.seconds, e.phase);
      this.eventEnds[i] = e.startSample + note.length;
      const begin = Math.max(from, e.startSample);
      const end = Math.min(to, e.startSample + note.length, left.length);
      if (end <= begin) continue;
      const angle = ((e.pan + 1) * Math.PI) / 4;
      const gl = Math.cos(angle) * Math.SQRT2 * e.gain;
      const gr = Math.sin(angle) * Math.SQRT2 * e.gain;
      addNote(note, begin - e.startSample, left, right, begin, end, gl, gr);
    }
  }
}

/**
 * Adds note[k…] × (gl, gr) into left/right over [begin, end). A function of its own, called per
 * note: V8 optimises it fully, where the same loop inside renderRange's long loop ran in
 * on-stack-replaced code (see dsp-pieces.ts).
 */
function addNote(note: Float32Array, k: number, left: Float32Array, right: Float32Array, begin: number, end: number, gl: number, gr: number): void {
  for (let s = begin; s < end; s++, k++) {
    const v = note[k]!;
    left[s]! += v * gl;
    right[s]! += v * gr;
  }
}

function freePhase(midi: number, time: number): number {
  const cycles = midiToHz(midi) * time;
  return (Math.floor((cycles - Math.floor(cycles)) * PHASE_STEPS) % PHASE_STEPS) / PHASE_STEPS;
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
