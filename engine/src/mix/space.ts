/**
 * Room around the band and the voice, cheap and deterministic: a four-line feedback delay
 * network (Hadamard mixing, a one-pole damping low-pass in each loop) with left and right read
 * from different sign combinations of the lines, so the two sides are decorrelated (width) while
 * their sum stays a plain reverb (mono-safe). Line lengths are mutually prime, 29–47 ms at
 * 44.1 kHz, so the echo density builds quickly without a metallic ring. State carries between
 * calls, so a song processed range by range sounds as if processed in one go. Callers hand it
 * pieces of at most a few thousand samples (see dsp-pieces.ts).
 */
const LINE_SAMPLES = [1277, 1559, 1847, 2083];

export interface ReverbSettings {
  /** Seconds for the tail to fall 60 dB. */
  decaySeconds: number;
  /** Damping cut-off of the loop (Hz): lower is darker. */
  dampingHz: number;
  /** Pre-delay before the room answers, seconds (keeps consonants clear). */
  preDelaySeconds: number;
}

export class StereoReverb {
  private readonly lines: Float32Array[];
  private readonly gains: number[];
  private readonly damp: number;
  private readonly lows = new Float64Array(4);
  private readonly positions = new Int32Array(4);
  private readonly pre: Float32Array;
  private prePosition = 0;

  constructor(settings: ReverbSettings, sampleRate: number) {
    const ratio = sampleRate / 44100;
    this.lines = LINE_SAMPLES.map((n) => new Float32Array(Math.round(n * ratio)));
    this.gains = this.lines.map((line) => Math.pow(10, (-3 * line.length) / (sampleRate * settings.decaySeconds)));
    this.damp = 1 - Math.exp((-2 * Math.PI * settings.dampingHz) / sampleRate);
    this.pre = new Float32Array(Math.max(1, Math.round(settings.preDelaySeconds * sampleRate)));
  }

  /**
   * Adds the room's answer to the send × `wet` into left/right over [from, to); sample i's send is
   * send[i − offset], and its return is also scaled by wetGain[i − offset] when given.
   */
  process(send: Float32Array, offset: number, left: Float32Array, right: Float32Array, from: number, to: number, wet: number, wetGain?: Float32Array): void {
    const [l0, l1, l2, l3] = this.lines as [Float32Array, Float32Array, Float32Array, Float32Array];
    this.prePosition = roomPiece(send, offset, left, right, from, to, wet, wetGain ?? unitGains(to - offset), l0, l1, l2, l3, this.gains, this.damp, this.pre, this.prePosition, this.lows, this.positions);
  }
}

let ones = new Float32Array(0);

/**
 * 1 for each of the first n samples: the return gain of a send without one (wet × 1 is wet,
 * exactly). One loop for both kinds of send: a loop with an optional gain array was compiled for
 * the kind that came first and thrown away (deoptimised) when the other came.
 */
function unitGains(n: number): Float32Array {
  if (ones.length < n) ones = new Float32Array(n).fill(1);
  return ones;
}

/**
 * StereoReverb.process over [from, to) as a function of typed arrays and numbers (V8 keeps the
 * loop's state in registers); returns the pre-delay's position. The same arithmetic in the same order.
 */
function roomPiece(
  send: Float32Array, offset: number, left: Float32Array, right: Float32Array, from: number, to: number, wet: number, wetGain: Float32Array,
  l0: Float32Array, l1: Float32Array, l2: Float32Array, l3: Float32Array, gains: readonly number[], damp: number, pre: Float32Array, prePosition: number, lows: Float64Array, positions: Int32Array,
): number {
  const g0 = gains[0]!, g1 = gains[1]!, g2 = gains[2]!, g3 = gains[3]!;
  let p0 = positions[0]!, p1 = positions[1]!, p2 = positions[2]!, p3 = positions[3]!;
  let z0 = lows[0]!, z1 = lows[1]!, z2 = lows[2]!, z3 = lows[3]!;
  let pp = prePosition;
  const preLength = pre.length;
  const n0 = l0.length, n1 = l1.length, n2 = l2.length, n3 = l3.length;
  for (let i = from; i < to; ) {
    // Up to where the first of the five rings wraps: a run with no wrap test per sample.
    const runEnd = i + Math.min(to - i, preLength - pp, n0 - p0, n1 - p1, n2 - p2, n3 - p3);
    for (; i < runEnd; i++) {
      const input = pre[pp]!;
      pre[pp] = send[i - offset]!;
      pp++;
      // Damped outputs of the four lines.
      z0 += (l0[p0]! - z0) * damp;
      z1 += (l1[p1]! - z1) * damp;
      z2 += (l2[p2]! - z2) * damp;
      z3 += (l3[p3]! - z3) * damp;
      const a = z0 * g0, b = z1 * g1, c = z2 * g2, d = z3 * g3;
      // Left and right hear different sign patterns of the lines: uncorrelated, same energy.
      const w = wet * wetGain[i - offset]!;
      left[i]! += (a + b - c - d) * w;
      right[i]! += (a - b + c - d) * w;
      // Hadamard feedback (orthogonal, scaled by 1/2: lossless before the per-line gains).
      const s = input * 0.5;
      l0[p0++] = 0.5 * (a + b + c + d) + s;
      l1[p1++] = 0.5 * (a - b + c - d) + s;
      l2[p2++] = 0.5 * (a + b - c - d) - s;
      l3[p3++] = 0.5 * (a - b - c + d) - s;
    }
    if (pp === preLength) pp = 0;
    if (p0 === n0) p0 = 0;
    if (p1 === n1) p1 = 0;
    if (p2 === n2) p2 = 0;
    if (p3 === n3) p3 = 0;
  }
  positions[0] = p0; positions[1] = p1; positions[2] = p2; positions[3] = p3;
  lows[0] = z0; lows[1] = z1; lows[2] = z2; lows[3] = z3;
  return pp;
}

/**
 * A tempo-synced ping-pong echo: the first repeat comes back on the left after `delaySeconds`,
 * the next on the right, each darker and `feedback` quieter (a throw on the voice, not a slap).
 */
export class PingPongDelay {
  private readonly left: Float32Array;
  private readonly right: Float32Array;
  private position = 0;
  private lowL = 0;
  private lowR = 0;
  private readonly damp: number;

  constructor(delaySeconds: number, private readonly feedback: number, sampleRate: number) {
    const n = Math.max(1, Math.round(delaySeconds * sampleRate));
    this.left = new Float32Array(n);
    this.right = new Float32Array(n);
    this.damp = 1 - Math.exp((-2 * Math.PI * 3500) / sampleRate);
  }

  /** Adds the echoes of the send × `wet` (× wetGain[i − offset] when given) into left/right over [from, to); sample i's send is send[i − offset]. */
  process(send: Float32Array, offset: number, outL: Float32Array, outR: Float32Array, from: number, to: number, wet: number, wetGain?: Float32Array): void {
    const { left, right, damp, feedback } = this;
    const gains = wetGain ?? unitGains(to - offset);
    const n = left.length;
    let p = this.position;
    let lowL = this.lowL;
    let lowR = this.lowR;
    for (let i = from; i < to; i++) {
      lowL += (left[p]! - lowL) * damp;
      lowR += (right[p]! - lowR) * damp;
      const w = wet * gains[i - offset]!;
      outL[i]! += lowL * w;
      outR[i]! += lowR * w;
      // The send enters the left line; each line feeds the other: repeats alternate sides.
      left[p] = send[i - offset]! + lowR * feedback;
      right[p] = lowL * feedback;
      p = p + 1 === n ? 0 : p + 1;
    }
    this.position = p;
    this.lowL = lowL;
    this.lowR = lowR;
  }
}
