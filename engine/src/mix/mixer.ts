import { inPieces, PIECE_SAMPLES } from '../dsp-pieces';

/**
 * Puts the voice on top: the band is ducked by a sidechain follower of the vocal and its
 * 1–4 kHz presence band (where consonants live) is carved out while the singer sings. Under a
 * name (spans given by the vocal renderer) the band steps further back: the name is the word the
 * whole song is for. The voice itself goes in as sung, neither equalised nor lifted under names:
 * a presence lift and a name boost together cost pocketsphinx names on the mix (ADR 0008).
 * State is kept between calls so the preview range and the rest are processed continuously.
 */
export interface MixSettings {
  vocalGain: number;
  /** Broadband duck at full vocal level (linear gain reduction, 0..1). */
  duckDepth: number;
  /** Fraction of the presence band removed at full vocal level. */
  carveDepth: number;
  /** Extra broadband duck under a sung name (linear gain reduction, added to duckDepth). */
  nameDuck?: number;
  /** Extra fraction of the presence band removed under a name. */
  nameCarve?: number;
}

/** A sung name, in samples. */
export interface SampleSpan {
  start: number;
  end: number;
}

/** The band starts stepping back this long before a name and comes back this long after it. */
const NAME_LEAD_SECONDS = 0.03;
const NAME_TAIL_SECONDS = 0.06;

/** A band-pass biquad's coefficients (RBJ, constant skirt gain, zero b1): [b0, b2, a1, a2]. */
function bandpass(centre: number, q: number, sampleRate: number): Float64Array {
  const w = (2 * Math.PI * centre) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return Float64Array.of(alpha / a0, -alpha / a0, (-2 * Math.cos(w)) / a0, (1 - alpha) / a0);
}

// Slots of the mixer's running state (MixState).
const ENVELOPE = 0;
const NAME_ENVELOPE = 1;
/** The left carve filter's x1, x2, y1, y2; the right one's follow. */
const CARVE_L = 2;
const CARVE_R = 6;
const STATE_SLOTS = 10;

export class VocalMixer {
  /** Envelopes and carve filter states, carried from piece to piece (see mixPiece). */
  private readonly state = new Float64Array(STATE_SLOTS);
  /** [attack, release, name attack, name release, vocal gain, duck depth, carve depth, name duck, name carve]. */
  private readonly params: Float64Array;
  private readonly carve: Float64Array;
  /** 1 where the band steps back for a name (with its lead-in and tail), per sample of the current piece. */
  private readonly nameTargets = new Uint8Array(PIECE_SAMPLES);
  private readonly lookahead: number;
  private nameCursor = 0;
  private readonly nameLead: number;
  private readonly nameTail: number;

  constructor(settings: MixSettings, sampleRate: number, private readonly names: readonly SampleSpan[] = []) {
    const { vocalGain, duckDepth, carveDepth, nameDuck = 0, nameCarve = 0 } = settings;
    this.params = Float64Array.of(
      1 - Math.exp(-1 / (sampleRate * 0.005)),
      1 - Math.exp(-1 / (sampleRate * 0.25)),
      1 - Math.exp(-1 / (sampleRate * 0.01)),
      1 - Math.exp(-1 / (sampleRate * 0.08)),
      vocalGain, duckDepth, carveDepth, nameDuck, nameCarve,
    );
    this.carve = bandpass(2200, 0.7, sampleRate);
    this.lookahead = Math.round(sampleRate * 0.01);
    this.nameLead = Math.round(sampleRate * NAME_LEAD_SECONDS);
    this.nameTail = Math.round(sampleRate * NAME_TAIL_SECONDS);
  }

  /** 1 inside a name (with its lead-in and tail), else 0; `i` only grows between calls. */
  private inName(i: number): number {
    const { names } = this;
    while (this.nameCursor < names.length && names[this.nameCursor]!.end + this.nameTail <= i) this.nameCursor++;
    const span = names[this.nameCursor];
    return span && i >= span.start - this.nameLead ? 1 : 0;
  }

  /** Mixes `vocal` into left/right over [from, to), processing the band in place. */
  process(left: Float32Array, right: Float32Array, vocal: Float32Array, from: number, to: number): void {
    inPieces(from, to, (start, end) => this.processPiece(left, right, vocal, start, end));
  }

  private processPiece(left: Float32Array, right: Float32Array, vocal: Float32Array, from: number, to: number): void {
    const { nameTargets, names } = this;
    // inName(i) changes only at a name's lead-in or the end of its tail: asked there, not at every sample.
    for (let i = from; i < to && names.length > 0; ) {
      const target = this.inName(i);
      const span = names[this.nameCursor];
      const until = Math.min(to, !span ? to : target ? span.end + this.nameTail : span.start - this.nameLead);
      nameTargets.fill(target, i - from, until - from);
      i = until;
    }
    mixPiece(left, right, vocal, from, to, this.lookahead, nameTargets, this.params, this.carve, this.state);
  }
}

/**
 * One piece of VocalMixer.process: a function of its own over typed arrays and numbers (no closure,
 * no object fields in the loop), so V8 compiles one monomorphic loop with its state in registers.
 * The arithmetic is the mixer's, in the same order.
 */
function mixPiece(left: Float32Array, right: Float32Array, vocal: Float32Array, from: number, to: number, lookahead: number, nameTargets: Uint8Array, params: Float64Array, carve: Float64Array, state: Float64Array): void {
  const attack = params[0]!, release = params[1]!, nameAttack = params[2]!, nameRelease = params[3]!;
  const vocalGain = params[4]!, duckDepth = params[5]!, carveDepth = params[6]!, nameDuck = params[7]!, nameCarve = params[8]!;
  const b0 = carve[0]!, b2 = carve[1]!, a1 = carve[2]!, a2 = carve[3]!;
  const fullScale = 0.12; // word RMS level of the vocal renderer
  const last = vocal.length - 1;
  let envelope = state[ENVELOPE]!;
  let nameEnvelope = state[NAME_ENVELOPE]!;
  let lx1 = state[CARVE_L]!, lx2 = state[CARVE_L + 1]!, ly1 = state[CARVE_L + 2]!, ly2 = state[CARVE_L + 3]!;
  let rx1 = state[CARVE_R]!, rx2 = state[CARVE_R + 1]!, ry1 = state[CARVE_R + 2]!, ry2 = state[CARVE_R + 3]!;
  for (let i = from; i < to; i++) {
    const ahead = Math.abs(vocal[Math.min(last, i + lookahead)]!);
    envelope += (ahead - envelope) * (ahead > envelope ? attack : release);
    const amount = Math.min(1, envelope / fullScale);
    const target = nameTargets[i - from]!;
    nameEnvelope += (target - nameEnvelope) * (target > nameEnvelope ? nameAttack : nameRelease);
    const duck = Math.max(0.05, 1 - duckDepth * amount - nameDuck * nameEnvelope);
    const carveAmount = Math.min(1, carveDepth * amount + nameCarve * nameEnvelope);
    const l = left[i]!;
    const r = right[i]!;
    const voice = vocal[i]! * vocalGain;
    const yl = b0 * l + b2 * lx2 - a1 * ly1 - a2 * ly2;
    lx2 = lx1; lx1 = l; ly2 = ly1; ly1 = yl;
    const yr = b0 * r + b2 * rx2 - a1 * ry1 - a2 * ry2;
    rx2 = rx1; rx1 = r; ry2 = ry1; ry1 = yr;
    left[i] = (l - carveAmount * yl) * duck + voice;
    right[i] = (r - carveAmount * yr) * duck + voice;
  }
  state[ENVELOPE] = envelope;
  state[NAME_ENVELOPE] = nameEnvelope;
  state[CARVE_L] = lx1; state[CARVE_L + 1] = lx2; state[CARVE_L + 2] = ly1; state[CARVE_L + 3] = ly2;
  state[CARVE_R] = rx1; state[CARVE_R + 1] = rx2; state[CARVE_R + 2] = ry1; state[CARVE_R + 3] = ry2;
}

/** RMS of x over [from, to), counting only samples at least `onlyAbove` in magnitude. */
export function rmsOf(x: Float32Array, from: number, to: number, onlyAbove = 0): number {
  // Energy and count run on through the pieces, summed in the same order as one loop would.
  const sums = new Float64Array(2);
  inPieces(from, to, (start, end) => sumSquares(x, start, end, onlyAbove, sums));
  return Math.sqrt(sums[0]! / Math.max(1, sums[1]!));
}

/** rmsOf(a, from, to) and rmsOf(b, from, to) in one pass (each channel's sums in the same order). */
export function rmsOfPair(a: Float32Array, b: Float32Array, from: number, to: number): [number, number] {
  const sums = new Float64Array(2);
  inPieces(from, to, (start, end) => sumSquaresPair(a, b, start, end, sums));
  const count = Math.max(1, to - from);
  return [Math.sqrt(sums[0]! / count), Math.sqrt(sums[1]! / count)];
}

function sumSquaresPair(a: Float32Array, b: Float32Array, from: number, to: number, sums: Float64Array): void {
  let ea = sums[0]!;
  let eb = sums[1]!;
  for (let i = from; i < to; i++) {
    const u = a[i]!;
    const v = b[i]!;
    ea += u * u;
    eb += v * v;
  }
  sums[0] = ea;
  sums[1] = eb;
}

function sumSquares(x: Float32Array, from: number, to: number, onlyAbove: number, sums: Float64Array): void {
  let e = sums[0]!;
  let n = sums[1]!;
  for (let i = from; i < to; i++) {
    const v = x[i]!;
    if (Math.abs(v) < onlyAbove) continue;
    e += v * v;
    n++;
  }
  sums[0] = e;
  sums[1] = n;
}
