/**
 * Hand-written instruments. Each renders one mono note into a Float32Array (tail included); the
 * band then mixes cached notes at sample-accurate positions, which is what makes rendering fast.
 */
import { LRUCache } from 'lru-cache';

export const SAMPLE_RATE = 44100;

export type InstrumentName =
  | 'kick' | 'kick808' | 'softKick' | 'snare' | 'rim' | 'clap' | 'hat' | 'openHat' | 'shaker' | 'tambourine'
  | 'bass808' | 'pluckBass' | 'softBass' | 'epiano' | 'supersaw' | 'pluck' | 'uke' | 'bell' | 'piano' | 'strings'
  // Party ear-candy and fills: a crash, pitched toms, a noise riser (its length is the note's) and a crowd shouting "hey!".
  | 'crash' | 'tom' | 'riser' | 'hey';

export function midiToHz(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

export function hzToMidi(hz: number): number {
  return 69 + 12 * Math.log2(hz / 440);
}

/** Deterministic white noise (the cache must not depend on Math.random). */
function noise(length: number, seed: number): Float32Array {
  const out = new Float32Array(length);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = ((s >>> 0) / 4294967296) * 2 - 1;
  }
  return out;
}

/** Topology-preserving state-variable filter, enough for synth voices. */
class Svf {
  private ic1 = 0;
  private ic2 = 0;
  private g = 0;
  private k = 0;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;
  constructor(cutoff: number, q: number) {
    this.set(cutoff, q);
  }
  set(cutoff: number, q: number): void {
    this.g = Math.tan((Math.PI * Math.min(cutoff, SAMPLE_RATE * 0.45)) / SAMPLE_RATE);
    this.k = 1 / q;
    this.a1 = 1 / (1 + this.g * (this.g + this.k));
    this.a2 = this.g * this.a1;
    this.a3 = this.g * this.a2;
  }
  /** The last step's outputs: fields rather than an array, so a sample loop allocates nothing. */
  private lowOut = 0;
  private bandOut = 0;

  /** One sample through the filter: the state moves on, the outputs land in lowOut and bandOut. */
  private step(v0: number): void {
    const v3 = v0 - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.lowOut = v2;
    this.bandOut = v1;
  }

  /** process(v0)[0] without the array (a sample loop that needs the low-pass alone). */
  low(v0: number): number {
    this.step(v0);
    return this.lowOut;
  }

  /** process(v0)[1] without the array. */
  band(v0: number): number {
    this.step(v0);
    return this.bandOut;
  }

  /** Returns [low, band, high]. */
  process(v0: number): [number, number, number] {
    this.step(v0);
    return [this.lowOut, this.bandOut, v0 - this.k * this.bandOut - this.lowOut];
  }
}

function env(i: number, attack: number, decayTau: number): number {
  const t = i / SAMPLE_RATE;
  const a = t < attack ? t / attack : 1;
  return a * Math.exp(-Math.max(0, t - attack) / decayTau);
}

/** How often a recurrence (a sine's rotation, a decay's product) is set exactly again. */
const RESYNC = 512;

/**
 * `gain` until sample `from`, then gain · exp(−(i − from) / tau) (tau in samples) to the end of `out`:
 * a note's release as one multiply a sample, set exactly again every RESYNC samples.
 */
function decayFrom(out: Float64Array, from: number, tau: number, gain: number): Float64Array {
  const step = Math.exp(-1 / tau);
  const start = Math.max(0, Math.ceil(from));
  for (let i = 0; i < Math.min(start, out.length); i++) out[i] = gain;
  for (let block = start; block < out.length; block += RESYNC) {
    const end = Math.min(out.length, block + RESYNC);
    let value = gain * Math.exp(-(block - from) / tau);
    for (let i = block; i < end; i++) {
      out[i] = value;
      value *= step;
    }
  }
  return out;
}

/**
 * Scratch curves for one note's synthesis, reused from note to note (tonal() holds at most four
 * at once, each in its own slot): a thread's notes then leave no curves behind for the garbage
 * collector (tens of MB per preview that triggered major collections). Whoever takes a curve
 * writes every one of its n samples before reading any.
 */
const scratchCurves: Float64Array[] = [];

function scratch(slot: number, n: number): Float64Array {
  let buffer = scratchCurves[slot];
  if (!buffer || buffer.length < n) scratchCurves[slot] = buffer = new Float64Array(n);
  return buffer.subarray(0, n);
}

/** sin(w · i) for i < n, as a rotation set exactly again every RESYNC samples (into scratch curve `slot`). */
function sines(n: number, w: number, slot: number): Float64Array {
  const out = scratch(slot, n);
  const cosW = Math.cos(w);
  const sinW = Math.sin(w);
  for (let block = 0; block < n; block += RESYNC) {
    const end = Math.min(n, block + RESYNC);
    let sin = Math.sin(w * block);
    let cos = Math.cos(w * block);
    for (let i = block; i < end; i++) {
      out[i] = sin;
      const next = sin * cosW + cos * sinW;
      cos = cos * cosW - sin * sinW;
      sin = next;
    }
  }
  return out;
}

/** env() over a whole note: a linear rise over `attack` s, then exp(−(t − attack) / decayTau). */
function envCurve(n: number, attack: number, decayTau: number, slot: number): Float64Array {
  const out = decayFrom(scratch(slot, n), attack * SAMPLE_RATE, decayTau * SAMPLE_RATE, 1);
  const rise = attack * SAMPLE_RATE;
  for (let i = 0; i < n && i < rise; i++) out[i]! *= i / rise;
  return out;
}

/** Attack-sustain-release envelope of a held note of n samples (linear attack and release, exponential sustain). */
function asrCurve(n: number, slot: number, attack: number, release: number, sustainTau = 1e9): Float64Array {
  const out = decayFrom(scratch(slot, n), 0, sustainTau * SAMPLE_RATE, 1);
  const rise = attack * SAMPLE_RATE;
  const holdEnd = n - release * SAMPLE_RATE;
  const releaseSamples = release * SAMPLE_RATE;
  // The attack's rise, then the release's fall (i > holdEnd: from the next whole sample on).
  for (let i = 0; i < n && i < rise; i++) out[i]! *= i / rise;
  for (let i = Math.max(0, Math.floor(holdEnd) + 1); i < n; i++) out[i]! *= Math.max(0, 1 - (i - holdEnd) / releaseSamples);
  return out;
}

function drum(name: InstrumentName): Float32Array {
  const len = (seconds: number) => Math.round(seconds * SAMPLE_RATE);
  switch (name) {
    case 'kick':
    case 'softKick':
    case 'kick808': {
      const n = len(name === 'kick808' ? 0.6 : 0.35);
      const out = new Float32Array(n);
      let phase = 0;
      const top = name === 'softKick' ? 110 : 160;
      for (let i = 0; i < n; i++) {
        const t = i / SAMPLE_RATE;
        const f = 45 + (top - 45) * Math.exp(-t / 0.03);
        phase += (2 * Math.PI * f) / SAMPLE_RATE;
        const click = i < 80 ? (1 - i / 80) * 0.4 : 0;
        out[i] = Math.tanh(1.6 * Math.sin(phase) * env(i, 0.001, name === 'kick808' ? 0.25 : 0.12)) + click;
      }
      return scale(out, name === 'softKick' ? 0.6 : 0.95);
    }
    case 'snare':
    case 'rim':
    case 'clap': {
      const n = len(name === 'rim' ? 0.08 : 0.3);
      const out = new Float32Array(n);
      const wn = noise(n, 7);
      const filter = new Svf(name === 'rim' ? 2500 : 1800, 0.9);
      let phase = 0;
      for (let i = 0; i < n; i++) {
        const t = i / SAMPLE_RATE;
        const [, band, high] = filter.process(wn[i]!);
        if (name === 'clap') {
          // Three quick bursts then a tail: the "many hands" sound.
          const burst = t < 0.03 ? Math.exp(-((t % 0.01) / 0.003)) : Math.exp(-(t - 0.03) / 0.09);
          out[i] = band * 1.6 * burst;
        } else {
          phase += (2 * Math.PI * (name === 'rim' ? 420 : 190)) / SAMPLE_RATE;
          out[i] = (high * 0.6 + band * 0.4) * env(i, 0.001, name === 'rim' ? 0.02 : 0.1) + Math.sin(phase) * env(i, 0.001, 0.05) * 0.5;
        }
      }
      return scale(out, name === 'rim' ? 0.5 : 0.8);
    }
    case 'hat':
    case 'openHat':
    case 'shaker':
    case 'tambourine': {
      const n = len(name === 'openHat' ? 0.35 : name === 'tambourine' ? 0.2 : 0.09);
      const out = new Float32Array(n);
      const wn = noise(n, 11);
      const filter = new Svf(name === 'shaker' ? 6000 : 8000, 0.7);
      for (let i = 0; i < n; i++) {
        const [, band, high] = filter.process(wn[i]!);
        const tau = name === 'openHat' ? 0.12 : name === 'tambourine' ? 0.07 : name === 'shaker' ? 0.03 : 0.018;
        const jingle = name === 'tambourine' ? 0.5 + 0.5 * Math.sin((2 * Math.PI * 5200 * i) / SAMPLE_RATE) : 1;
        out[i] = (name === 'shaker' ? band : high) * env(i, name === 'shaker' ? 0.01 : 0.0005, tau) * jingle;
      }
      return scale(out, 0.35);
    }
    case 'crash': {
      const n = len(1.8);
      const out = new Float32Array(n);
      const wn = noise(n, 23);
      const filter = new Svf(5500, 0.6);
      for (let i = 0; i < n; i++) {
        const [, band, high] = filter.process(wn[i]!);
        out[i] = (high * 0.8 + band * 0.3) * env(i, 0.001, 0.55);
      }
      return scale(out, 0.3);
    }
    default:
      throw new Error(`not a drum: ${name}`);
  }
}

function scale(buf: Float32Array, gain: number): Float32Array {
  for (let i = 0; i < buf.length; i++) buf[i]! *= gain;
  return buf;
}

/**
 * One RESYNC block of one piano partial added into out[block, end): its sine and decay as
 * recurrences, set exactly again at the block's start. A function of its own: inside tonal() this
 * loop ran in on-stack-replaced code that V8 threw away each time the loop ended (--trace-deopt:
 * ~9,400 "exit from OSR'd inner loop" deoptimisations over ten hip-hop previews, none now).
 * The arithmetic is the same, in the same order: the same samples (the previews' MP3s are
 * byte for byte as before).
 */
function pianoPartialBlock(out: Float32Array, release: Float64Array, block: number, end: number, wp: number, cosW: number, sinW: number, amp: number, attackSamples: number, tau: number, step: number): void {
  let sin = Math.sin(wp * block);
  let cos = Math.cos(wp * block);
  let decay = Math.exp(-Math.max(0, block - attackSamples) / (tau * SAMPLE_RATE));
  for (let i = block; i < end; i++) {
    const rise = i < attackSamples ? i / attackSamples : 1;
    out[i]! += sin * amp * rise * decay * release[i]!;
    const nextSin = sin * cosW + cos * sinW;
    cos = cos * cosW - sin * sinW;
    sin = nextSin;
    decay = i + 1 > attackSamples ? (i >= attackSamples ? decay * step : Math.exp(-(i + 1 - attackSamples) / (tau * SAMPLE_RATE))) : 1;
  }
}

/*
 * The sample loops of tonal()'s notes, each a small function of its own: inside tonal() they ran
 * in on-stack-replaced code, recompiled as notes of other instruments came (the piano's loop went
 * first, see pianoPartialBlock). The same arithmetic in the same order: the same samples.
 */

/** bass808: a sine driven into tanh. */
function saturated(out: Float32Array, sine: Float64Array, shape: Float64Array, n: number): void {
  for (let i = 0; i < n; i++) out[i] = Math.tanh(1.8 * sine[i]!) * shape[i]! * 0.8;
}

/** softBass: a sine and its octave. */
function withOctave(out: Float32Array, sine: Float64Array, octave: Float64Array, shape: Float64Array, n: number): void {
  for (let i = 0; i < n; i++) out[i] = (sine[i]! + 0.25 * octave[i]!) * shape[i]! * 0.7;
}

/** epiano: two-operator FM under its shape and release. */
function fmReleased(out: Float32Array, w: number, index: Float64Array, sine: Float64Array, shape: Float64Array, release: Float64Array, n: number): void {
  for (let i = 0; i < n; i++) out[i] = Math.sin(w * i + index[i]! * sine[i]!) * shape[i]! * release[i]!;
}

/** bell: two-operator FM under its shape, scaled. */
function fmScaled(out: Float32Array, w: number, index: Float64Array, sine: Float64Array, shape: Float64Array, gain: number, n: number): void {
  for (let i = 0; i < n; i++) out[i] = Math.sin(w * i + index[i]! * sine[i]!) * shape[i]! * gain;
}

/** strings, supersaw: detuned saws (phases carried in `phases`) through a low-pass. */
function detunedSaws(out: Float32Array, phases: Float64Array, increments: Float64Array, filter: Svf, shape: Float64Array, n: number): void {
  const voices = phases.length;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let d = 0; d < voices; d++) {
      // (phase + increment) % 1, exactly: the sum is below 2, so one subtraction wraps it.
      let phase = phases[d]! + increments[d]!;
      if (phase >= 1) phase -= 1;
      phases[d] = phase;
      s += 2 * phase - 1;
    }
    out[i] = filter.low(s / voices) * shape[i]! * 0.45;
  }
}

function tonal(name: InstrumentName, midi: number, seconds: number, startPhase = 0): Float32Array {
  const f = midiToHz(midi);
  const release = name === 'strings' || name === 'supersaw' ? 0.35 : 0.12;
  const ringOut = name === 'piano' || name === 'bell' || name === 'uke' || name === 'pluck' || name === 'epiano' ? 0.6 : release;
  const n = Math.round((seconds + ringOut) * SAMPLE_RATE);
  const held = Math.round(seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const w = (2 * Math.PI * f) / SAMPLE_RATE;
  switch (name) {
    // (Sines and decays below come from sines(), decayFrom() and the curves: recurrences, set
    // exactly again every RESYNC samples, the same notes to ~1e-12 in a fraction of the time.)
    case 'bass808': {
      const sine = sines(n, w, 0);
      const shape = asrCurve(n, 1, 0.004, 0.08, 0.9);
      saturated(out, sine, shape, n);
      break;
    }
    case 'softBass': {
      const sine = sines(n, w, 0);
      const octave = sines(n, 2 * w, 1);
      const shape = asrCurve(n, 2, 0.01, 0.1, 1.5);
      withOctave(out, sine, octave, shape, n);
      break;
    }
    case 'pluckBass': {
      const filter = new Svf(f * 6, 1.2);
      let phase = startPhase;
      const step = f / SAMPLE_RATE;
      const shape = asrCurve(n, 0, 0.003, 0.05, 0.6);
      for (let i = 0; i < n; i++) {
        // (phase + step) % 1, exactly: the sum is below 2, so one subtraction wraps it.
        phase += step;
        if (phase >= 1) phase -= 1;
        filter.set(f * (1.5 + 8 * Math.exp(-i / (0.08 * SAMPLE_RATE))), 1.2);
        out[i] = filter.low(2 * phase - 1) * shape[i]! * 0.7;
      }
      break;
    }
    case 'epiano': {
      // Two-operator FM: a tine-like attack that mellows as the index decays.
      const sine = sines(n, w, 0);
      const index = decayFrom(scratch(1, n), 0, 0.25 * SAMPLE_RATE, 1.6);
      const shape = envCurve(n, 0.002, 1.2, 2);
      const releaseCurve = decayFrom(scratch(3, n), held, 0.08 * SAMPLE_RATE, 0.35);
      fmReleased(out, w, index, sine, shape, releaseCurve, n);
      break;
    }
    case 'bell': {
      const sine = sines(n, 3.5 * w, 0);
      const index = decayFrom(scratch(1, n), 0, 0.15 * SAMPLE_RATE, 2.2);
      const shape = envCurve(n, 0.001, 0.45, 2);
      fmScaled(out, w, index, sine, shape, 0.3, n);
      break;
    }
    case 'piano': {
      // Additive partials, higher ones dying faster, slightly stretched like real strings.
      // (Each partial's sine and decay run as recurrences, exact again every RESYNC samples: the
      // same note to ~1e-12, a fifth of the Math.sin/Math.exp calls' time.)
      const partials = [1, 0.5, 0.28, 0.16, 0.08, 0.05];
      const release = scratch(0, n);
      decayFrom(release, held, 0.1 * SAMPLE_RATE, 0.3);
      const attackSamples = 0.003 * SAMPLE_RATE;
      for (let p = 0; p < partials.length; p++) {
        const wp = w * (p + 1) * (1 + 0.0004 * p * p);
        const tau = 1.4 / (1 + p * 0.8);
        const amp = partials[p]!;
        const cosW = Math.cos(wp);
        const sinW = Math.sin(wp);
        const step = Math.exp(-1 / (tau * SAMPLE_RATE));
        for (let block = 0; block < n; block += RESYNC) pianoPartialBlock(out, release, block, Math.min(n, block + RESYNC), wp, cosW, sinW, amp, attackSamples, tau, step);
      }
      break;
    }
    case 'supersaw':
    case 'strings': {
      const detunes = name === 'supersaw' ? [-0.12, -0.05, 0, 0.06, 0.11] : [-0.07, 0, 0.08];
      const phases = Float64Array.from(detunes, (_, i) => (i * 0.37) % 1);
      const increments = detunes.map((d) => (f * Math.pow(2, d / 12)) / SAMPLE_RATE); // per-sample phase steps
      const filter = new Svf(name === 'supersaw' ? Math.min(6000, f * 10) : Math.min(3000, f * 5), 0.7);
      const attack = name === 'strings' ? 0.25 : 0.02;
      const shape = asrCurve(n, 0, attack, release);
      detunedSaws(out, phases, Float64Array.from(increments), filter, shape, n);
      break;
    }
    case 'pluck':
    case 'uke': {
      // Karplus-Strong string: a noise burst in a damped delay line.
      const period = Math.max(2, Math.round(SAMPLE_RATE / f));
      // Excitation: a plucked string's triangle shape plus some noise for the bite. Noise alone
      // gives each pitch a random fundamental (some chord tones came out 30x weaker than others).
      const line = noise(period, midi * 97 + 3);
      for (let j = 0; j < period; j++) {
        const triangle = 1 - 4 * Math.abs(j / period - 0.5);
        line[j] = 0.7 * triangle + 0.3 * line[j]!;
      }
      const damping = name === 'uke' ? 0.996 : 0.992;
      let prev = 0;
      for (let i = 0; i < n; i++) {
        const j = i % period;
        const v = line[j]!;
        const next = damping * 0.5 * (v + prev);
        prev = v;
        line[j] = next;
        const held01 = i < held ? 1 : Math.exp(-(i - held) / (0.05 * SAMPLE_RATE));
        out[i] = v * held01 * (name === 'uke' ? 0.5 : 0.4);
      }
      break;
    }
    case 'tom': {
      let phase = 0;
      const hit = new Svf(1200, 0.8);
      const wn = noise(n, midi * 31 + 5);
      for (let i = 0; i < n; i++) {
        const t = i / SAMPLE_RATE;
        phase += (2 * Math.PI * f * (1 + 0.5 * Math.exp(-t / 0.04))) / SAMPLE_RATE;
        out[i] = Math.sin(phase) * env(i, 0.001, 0.16) * 0.8 + hit.band(wn[i]!) * env(i, 0.001, 0.03) * 0.4;
      }
      break;
    }
    case 'riser':
      riser(out, held);
      break;
    case 'hey':
      crowdShout(out, midi);
      break;
    default:
      throw new Error(`not a tonal instrument: ${name}`);
  }
  return out;
}

/** Noise swept up from 400 Hz to 9 kHz and swelling over `held` samples, cut at the downbeat. */
function riser(out: Float32Array, held: number): void {
  const wn = noise(out.length, 41);
  const filter = new Svf(400, 2.5);
  for (let i = 0; i < out.length; i++) {
    const x = Math.min(1, i / Math.max(1, held));
    if (i % 32 === 0) filter.set(400 * Math.pow(9000 / 400, x), 2.5);
    const fade = i < held ? 1 : Math.max(0, 1 - (i - held) / (0.01 * SAMPLE_RATE));
    out[i] = filter.band(wn[i]!) * x * x * fade * 0.9;
  }
}

/**
 * A crowd shouting "hey!": six voices, each a buzzy glottal source at its own pitch and onset,
 * through the formants of the vowel gliding /e/ → /i/, after a breathy "h". `variant` (the note's
 * MIDI number) changes the pitches and timing, so two shouts panned apart do not cancel in mono.
 */
function crowdShout(out: Float32Array, variant: number): void {
  const voices = 6;
  const n = out.length;
  const breath = noise(n, variant * 131 + 17);
  for (let v = 0; v < voices; v++) {
    const onset = Math.round(((v * 7 + variant * 3) % 11) * 0.0025 * SAMPLE_RATE);
    const baseHz = midiToHz(variant - 10 + ((v * 5) % 12)) * (v % 2 === 0 ? 1 : 0.5);
    const formants = [new Svf(700, 5), new Svf(1900, 7), new Svf(2800, 8)];
    let phase = (v * 0.29) % 1;
    for (let i = onset; i < n; i++) {
      const t = (i - onset) / SAMPLE_RATE;
      if (t > 0.34) break;
      const glide = Math.min(1, t / 0.22);
      if ((i - onset) % 32 === 0) {
        formants[0]!.set(700 - 330 * glide, 5);
        formants[1]!.set(1900 + 450 * glide, 7);
        formants[2]!.set(2800 + 200 * glide, 8);
      }
      // The shout's pitch rises a little, then falls at the end.
      phase = (phase + (baseHz * (1 + 0.12 * Math.sin(Math.PI * Math.min(1, t / 0.3)))) / SAMPLE_RATE) % 1;
      const voiced = t < 0.04 ? 0 : Math.min(1, (t - 0.04) / 0.02);
      const source = (2 * phase - 1) * voiced + breath[i]! * (t < 0.05 ? 0.8 : 0.08);
      const shaped = formants[0]!.band(source) + 0.7 * formants[1]!.band(source) + 0.4 * formants[2]!.band(source);
      const amp = Math.min(1, t / 0.015) * (t > 0.22 ? Math.exp(-(t - 0.22) / 0.05) : 1);
      out[i]! += shaped * amp * (0.22 / voices);
    }
  }
}

const DRUMS = new Set<InstrumentName>(['kick', 'kick808', 'softKick', 'snare', 'rim', 'clap', 'hat', 'openHat', 'shaker', 'tambourine', 'crash']);

/** The note cache's size unless the render thread is told another (a song of one style uses ~10–30 MB). */
export const DEFAULT_NOTE_CACHE_BYTES = 32 * 1024 * 1024;

const noteCache = (maxSize: number) => new LRUCache<string, Float32Array>({ maxSize, sizeCalculation: (note) => note.byteLength });

/** Notes by key, shared by every render on this thread, least recently used dropped past its size. */
let sharedNotes = noteCache(DEFAULT_NOTE_CACHE_BYTES);

/** Sets this thread's note cache size (each render thread holds one: the process's memory grows with both). */
export function limitNoteCache(bytes: number): void {
  sharedNotes = noteCache(Math.max(1, bytes));
}

/** Drops the notes kept (an idle thread gives its memory back; the next song makes them again). */
export function clearNoteCache(): void {
  sharedNotes.clear();
}

/**
 * Note cache: the same (instrument, pitch, length) is synthesised once per thread. Songs of a style
 * share their drums always and, at the same tempo, their other notes; least recently used notes go when the cache outgrows its size (limitNoteCache). Notes are
 * never written after they are made, so sharing them changes nothing in the sound.
 *
 * Within one render, lengths within half a millisecond share the first one's note (as they always
 * have); across renders notes are shared only for the exact same length, so what a render sounds
 * like never depends on what the thread rendered before.
 */
export class NoteCache {
  /** This render's lengths: rounded key → the exact length first asked for. */
  private readonly lengths = new Map<string, number>();

  /**
   * `phase` (0..1, pluck bass only) starts the waveform where a continuous oscillator would be:
   * repeated notes then do not restart in step, which would turn the line into a comb of the
   * note rate's harmonics (at some tempos one sat nearer a semitone below than on the note).
   */
  get(name: InstrumentName, midi: number, seconds: number, phase = 0): Float32Array {
    const isDrum = DRUMS.has(name);
    let key: string = name;
    if (!isDrum) {
      const rounded = `${name}:${midi}:${Math.round(seconds * 1000)}`;
      let exact = this.lengths.get(rounded);
      if (exact === undefined) this.lengths.set(rounded, (exact = seconds));
      key = `${name}:${midi}:${exact}:${phase}`;
      seconds = exact;
    }
    let note = sharedNotes.get(key);
    if (!note) {
      note = isDrum ? drum(name) : tonal(name, midi, seconds, phase);
      sharedNotes.set(key, note);
    }
    return note;
  }
}
