import { inPieces, PIECE_SAMPLES } from '../dsp-pieces';
import type { SampleSpan } from './mixer';
import { PingPongDelay, StereoReverb } from './space';

/**
 * The stereo picture around a centred lead: the band gets a room (its mids and highs only, so
 * kick and bass stay dry and centred), the chorus gets a wide double of the lead (two short,
 * slowly drifting delays, one per side: an artificial double track) and its harmony spread
 * left/right, and the voice gets a plate-like reverb and a dotted-eighth ping-pong echo. Under a
 * sung name the voice's sends and its double close (5 ms ramp, 30 ms ahead of it; 120 ms out): the name stays one dry,
 * centred voice, which is how the recogniser and a listener hear it best (ADR 0008, ADR 0013). A
 * whole line that sings a name has no double (its harmony is not sung either: see VocalRenderer),
 * and under the name the reverb and echo returns dip by RETURN_DIP: closing the sends alone left
 * the tails of the words before it (up to the wedding room's 1.8 s, and their echoes a dotted
 * eighth later) sounding over the name.
 */
export interface StereoMixSettings {
  /** Band room return level. */
  bandRoom: number;
  /** Voice reverb and echo levels (of the lead at its mix gain). */
  vocalRoom: number;
  vocalEcho: number;
  /** Each side of the chorus double, against the lead. */
  double: number;
  /** The chorus harmony against the lead. */
  harmony: number;
  roomDecaySeconds: number;
}

const ADT_BASE_SECONDS = [0.013, 0.021] as const;
const ADT_DEPTH_SECONDS = [0.0022, 0.0028] as const;
const ADT_RATE_HZ = [0.31, 0.23] as const;
const ADT_RING = 2048; // > the longest tap (~24 ms at 44.1 kHz)
/** How far the vocal reverb and echo returns dip under a name (0.7: to 30 %, about −10 dB). */
const RETURN_DIP = 0.7;

export class StereoMix {
  private readonly bandRoom: StereoReverb;
  private readonly vocalRoom: StereoReverb;
  private readonly echo: PingPongDelay;
  private readonly send = new Float32Array(PIECE_SAMPLES);
  private readonly echoSend = new Float32Array(PIECE_SAMPLES);
  private readonly returnGain = new Float32Array(PIECE_SAMPLES);
  private readonly leadRing = new Float32Array(ADT_RING);
  private readonly harmonyRing = new Float32Array(ADT_RING);
  /** Per sample of the current piece: 1 under a name, in a chorus, in a line that sings a name. */
  private readonly dryTargets = new Uint8Array(PIECE_SAMPLES);
  private readonly chorusTargets = new Uint8Array(PIECE_SAMPLES);
  private readonly singleTargets = new Uint8Array(PIECE_SAMPLES);
  /** adtPiece's [gain, double, harmony level, sample rate, dryIn, dryOut, chorusGlide] and [ring position, dry, chorus, single] (1 under a name, 1 in a chorus, 1 in a line that sings a name: each glides there). */
  private readonly params: Float64Array;
  private readonly state = new Float64Array(4);
  // Band send high-pass (two one-pole stages at ~250 Hz).
  private hp1x = 0; private hp1y = 0; private hp2x = 0; private hp2y = 0;
  private readonly hpA: number;
  private nameCursor = 0;
  private chorusCursor = 0;
  private nameLineCursor = 0;

  constructor(
    private readonly settings: StereoMixSettings,
    private readonly sampleRate: number,
    beatSec: number,
    private readonly names: readonly SampleSpan[],
    private readonly choruses: readonly SampleSpan[],
    private readonly nameLines: readonly SampleSpan[] = [],
  ) {
    this.bandRoom = new StereoReverb({ decaySeconds: settings.roomDecaySeconds, dampingHz: 5000, preDelaySeconds: 0.012 }, sampleRate);
    this.vocalRoom = new StereoReverb({ decaySeconds: settings.roomDecaySeconds * 1.2, dampingHz: 6500, preDelaySeconds: 0.045 }, sampleRate);
    this.echo = new PingPongDelay(beatSec * 0.75, 0.38, sampleRate);
    this.hpA = Math.exp((-2 * Math.PI * 250) / sampleRate);
    const dryIn = 1 - Math.exp(-1 / (sampleRate * 0.005));
    const dryOut = 1 - Math.exp(-1 / (sampleRate * 0.12));
    const chorusGlide = 1 - Math.exp(-1 / (sampleRate * 0.05));
    this.params = Float64Array.of(0, settings.double, settings.harmony, sampleRate, dryIn, dryOut, chorusGlide);
  }

  /** The band's room, added to left/right over [from, to) (before the band is ducked under the voice). */
  addBandRoom(left: Float32Array, right: Float32Array, from: number, to: number): void {
    inPieces(from, to, (start, end) => {
      this.bandSend(left, right, start, end);
      this.bandRoom.process(this.send, start, left, right, start, end, this.settings.bandRoom);
    });
  }

  private bandSend(left: Float32Array, right: Float32Array, from: number, to: number): void {
    const { hpA, send } = this;
    let { hp1x, hp1y, hp2x, hp2y } = this;
    for (let i = from; i < to; i++) {
      const x = (left[i]! + right[i]!) * 0.5;
      hp1y = hpA * (hp1y + x - hp1x);
      hp1x = x;
      hp2y = hpA * (hp2y + hp1y - hp2x);
      hp2x = hp1y;
      send[i - from] = hp2y;
    }
    this.hp1x = hp1x;
    this.hp1y = hp1y;
    this.hp2x = hp2x;
    this.hp2y = hp2y;
  }

  /**
   * The voice's space over [from, to): the chorus double and harmony (wide), the reverb and echo
   * returns. `lead` is the chained lead vocal (the mixer adds it dry in the centre), `harmony` the
   * chorus second voice, both scaled by `gain` here.
   */
  addVocalSpace(left: Float32Array, right: Float32Array, lead: Float32Array, harmony: Float32Array, gain: number, from: number, to: number): void {
    inPieces(from, to, (start, end) => {
      this.vocalPiece(left, right, lead, harmony, gain, start, end);
      this.vocalRoom.process(this.send, start, left, right, start, end, this.settings.vocalRoom, this.returnGain);
      this.echo.process(this.echoSend, start, left, right, start, end, this.settings.vocalEcho, this.returnGain);
    });
  }

  private vocalPiece(left: Float32Array, right: Float32Array, lead: Float32Array, harmony: Float32Array, gain: number, from: number, to: number): void {
    const { sampleRate, dryTargets, chorusTargets, singleTargets } = this;
    // The three targets (in a name, in a chorus, in a name's line) change only at span edges:
    // laid out for the piece first, so the sample loop below makes no calls.
    this.nameCursor = fillTargets(dryTargets, from, to, this.names, this.nameCursor, Math.round(sampleRate * 0.03), Math.round(sampleRate * 0.06));
    this.chorusCursor = fillTargets(chorusTargets, from, to, this.choruses, this.chorusCursor, 0, 0);
    this.nameLineCursor = fillTargets(singleTargets, from, to, this.nameLines, this.nameLineCursor, Math.round(sampleRate * 0.05), 0);
    const { params, state } = this;
    params[0] = gain;
    adtPiece(left, right, lead, harmony, from, to, dryTargets, chorusTargets, singleTargets, this.leadRing, this.harmonyRing, this.send, this.echoSend, this.returnGain, params, state);
  }
}

/**
 * targets[i − from] = 1 where sample i lies in one of `spans` (from `lead` samples before its start
 * to `tail` after its end), else 0, over [from, to); `cursor` (the first span that may still
 * matter, as i only grows) is returned moved on.
 */
function fillTargets(targets: Uint8Array, from: number, to: number, spans: readonly SampleSpan[], cursor: number, lead: number, tail: number): number {
  for (let i = from; i < to; ) {
    while (cursor < spans.length && spans[cursor]!.end + tail <= i) cursor++;
    const span = spans[cursor];
    if (!span) {
      targets.fill(0, i - from, to - from);
      break;
    }
    const inside = i >= span.start - lead;
    const until = Math.min(to, inside ? span.end + tail : span.start - lead);
    targets.fill(inside ? 1 : 0, i - from, until - from);
    i = until;
  }
  return cursor;
}

/**
 * StereoMix.vocalPiece's sample loop as a function of typed arrays and numbers (V8 keeps its state
 * in registers). params: [gain, double, harmony level, sample rate, dryIn, dryOut, chorusGlide];
 * state: [ring position, dry, chorus, single]. The same arithmetic in the same order.
 */
function adtPiece(
  left: Float32Array, right: Float32Array, lead: Float32Array, harmony: Float32Array, from: number, to: number,
  dryTargets: Uint8Array, chorusTargets: Uint8Array, singleTargets: Uint8Array, leadRing: Float32Array, harmonyRing: Float32Array,
  send: Float32Array, echoSend: Float32Array, returnGain: Float32Array, params: Float64Array, state: Float64Array,
): void {
  const gain = params[0]!, double = params[1]!, harmonyLevel = params[2]!, sampleRate = params[3]!, dryIn = params[4]!, dryOut = params[5]!, chorusGlide = params[6]!;
  const mask = ADT_RING - 1;
  let at = state[0]!;
  let dry = state[1]!;
  let chorus = state[2]!;
  let single = state[3]!;
  let wholeL = 0, fracL = 0, wholeR = 0, fracR = 0, wholeH = 0, fracH = 0;
  for (let i = from; i < to; i++) {
    const dryTarget = dryTargets[i - from]!;
    dry += (dryTarget - dry) * (dryTarget > dry ? dryIn : dryOut);
    chorus += (chorusTargets[i - from]! - chorus) * chorusGlide;
    single += (singleTargets[i - from]! - single) * chorusGlide;
    const voice = lead[i]! * gain;
    const second = harmony[i]! * gain * harmonyLevel;
    leadRing[at] = voice;
    harmonyRing[at] = second;
    // The drifts are slow (< 0.4 Hz): their sines are worked out every 64 samples.
    // (So are their whole and fractional sample delays, which readRing would work out per sample.)
    if ((i & 63) === 0 || i === from) {
      const t = i / sampleRate;
      const driftL = (ADT_BASE_SECONDS[0] + ADT_DEPTH_SECONDS[0] * Math.sin(2 * Math.PI * ADT_RATE_HZ[0] * t)) * sampleRate;
      const driftR = (ADT_BASE_SECONDS[1] + ADT_DEPTH_SECONDS[1] * Math.sin(2 * Math.PI * ADT_RATE_HZ[1] * t + 1)) * sampleRate;
      const driftH = (0.017 + 0.002 * Math.sin(2 * Math.PI * 0.27 * t)) * sampleRate;
      wholeL = Math.floor(driftL);
      fracL = driftL - wholeL;
      wholeR = Math.floor(driftR);
      fracR = driftR - wholeR;
      wholeH = Math.floor(driftH);
      fracH = driftH - wholeH;
    }
    const tapL = readRingAt(leadRing, at, wholeL, fracL, mask);
    const tapR = readRingAt(leadRing, at, wholeR, fracR, mask);
    const secondLate = readRingAt(harmonyRing, at, wholeH, fracH, mask);
    const open = 1 - dry;
    const wide = chorus * open * (1 - single) * double;
    // The harmony sits left, its drifting copy right: a wide pair behind the centred lead.
    left[i]! += wide * tapL + second * 0.85 + secondLate * 0.35;
    right[i]! += wide * tapR + second * 0.35 + secondLate * 0.85;
    send[i - from] = voice * open + second;
    echoSend[i - from] = voice * open * chorus;
    returnGain[i - from] = 1 - RETURN_DIP * dry;
    at = (at + 1) & mask;
  }
  state[0] = at;
  state[1] = dry;
  state[2] = chorus;
  state[3] = single;
}

/** ring[at − (whole + frac)] with linear interpolation (the delay in samples, < ring length, as floor and fraction). */
function readRingAt(ring: Float32Array, at: number, whole: number, frac: number, mask: number): number {
  const a = ring[(at - whole) & mask]!;
  const b = ring[(at - whole - 1) & mask]!;
  return a + (b - a) * frac;
}
