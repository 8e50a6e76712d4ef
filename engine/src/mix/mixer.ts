import { inPieces } from '../dsp-pieces';

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

class Bandpass {
  private x1 = 0; private x2 = 0; private y1 = 0; private y2 = 0;
  private readonly b0: number; private readonly b2: number; private readonly a1: number; private readonly a2: number;
  constructor(centre: number, q: number, sampleRate: number) {
    const w = (2 * Math.PI * centre) / sampleRate;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    this.b0 = alpha / a0; this.b2 = -alpha / a0; this.a1 = (-2 * Math.cos(w)) / a0; this.a2 = (1 - alpha) / a0;
  }
  process(x: number): number {
    const y = this.b0 * x + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1; this.x1 = x; this.y2 = this.y1; this.y1 = y;
    return y;
  }
}

export class VocalMixer {
  private envelope = 0;
  private readonly attack: number;
  private readonly release: number;
  private readonly carveL: Bandpass;
  private readonly carveR: Bandpass;
  private readonly lookahead: number;
  private nameEnvelope = 0;
  private nameCursor = 0;
  private readonly nameAttack: number;
  private readonly nameRelease: number;
  private readonly nameLead: number;
  private readonly nameTail: number;

  constructor(private readonly settings: MixSettings, private readonly sampleRate: number, private readonly names: readonly SampleSpan[] = []) {
    this.attack = 1 - Math.exp(-1 / (sampleRate * 0.005));
    this.release = 1 - Math.exp(-1 / (sampleRate * 0.25));
    this.carveL = new Bandpass(2200, 0.7, sampleRate);
    this.carveR = new Bandpass(2200, 0.7, sampleRate);
    this.lookahead = Math.round(sampleRate * 0.01);
    this.nameAttack = 1 - Math.exp(-1 / (sampleRate * 0.01));
    this.nameRelease = 1 - Math.exp(-1 / (sampleRate * 0.08));
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
    const { vocalGain, duckDepth, carveDepth, nameDuck = 0, nameCarve = 0 } = this.settings;
    const fullScale = 0.12; // word RMS level of the vocal renderer
    const last = vocal.length - 1;
    const hasNames = this.names.length > 0;
    let envelope = this.envelope;
    let nameEnvelope = this.nameEnvelope;
    for (let i = from; i < to; i++) {
      const ahead = Math.abs(vocal[Math.min(last, i + this.lookahead)]!);
      envelope += (ahead - envelope) * (ahead > envelope ? this.attack : this.release);
      const amount = Math.min(1, envelope / fullScale);
      const target = hasNames ? this.inName(i) : 0;
      nameEnvelope += (target - nameEnvelope) * (target > nameEnvelope ? this.nameAttack : this.nameRelease);
      const duck = Math.max(0.05, 1 - duckDepth * amount - nameDuck * nameEnvelope);
      const carve = Math.min(1, carveDepth * amount + nameCarve * nameEnvelope);
      const l = left[i]!;
      const r = right[i]!;
      const voice = vocal[i]! * vocalGain;
      left[i] = (l - carve * this.carveL.process(l)) * duck + voice;
      right[i] = (r - carve * this.carveR.process(r)) * duck + voice;
    }
    this.envelope = envelope;
    this.nameEnvelope = nameEnvelope;
  }
}

/** RMS of x over [from, to), counting only samples at least `onlyAbove` in magnitude. */
export function rmsOf(x: Float32Array, from: number, to: number, onlyAbove = 0): number {
  // Energy and count run on through the pieces, summed in the same order as one loop would.
  const sums = new Float64Array(2);
  inPieces(from, to, (start, end) => sumSquares(x, start, end, onlyAbove, sums));
  return Math.sqrt(sums[0]! / Math.max(1, sums[1]!));
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
