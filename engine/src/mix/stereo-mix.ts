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
  private ringAt = 0;
  // Band send high-pass (two one-pole stages at ~250 Hz).
  private hp1x = 0; private hp1y = 0; private hp2x = 0; private hp2y = 0;
  private readonly hpA: number;
  private nameCursor = 0;
  private chorusCursor = 0;
  private nameLineCursor = 0;
  private dry = 0; // 1 under a name
  private chorus = 0; // 1 in a chorus
  private single = 0; // 1 in a line that sings a name
  private readonly dryIn: number;
  private readonly dryOut: number;
  private readonly chorusGlide: number;

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
    this.dryIn = 1 - Math.exp(-1 / (sampleRate * 0.005));
    this.dryOut = 1 - Math.exp(-1 / (sampleRate * 0.12));
    this.chorusGlide = 1 - Math.exp(-1 / (sampleRate * 0.05));
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
    const { leadRing, harmonyRing, send, echoSend, returnGain, sampleRate, dryIn, dryOut, chorusGlide } = this;
    const { double, harmony: harmonyLevel } = this.settings;
    const mask = ADT_RING - 1;
    let at = this.ringAt;
    let dry = this.dry;
    let chorus = this.chorus;
    let single = this.single;
    let wholeL = 0, fracL = 0, wholeR = 0, fracR = 0, wholeH = 0, fracH = 0;
    // The three targets (in a name, in a chorus, in a name's line) change only at span edges: each
    // is worked out again when i reaches the next edge (the same values as asking at every sample).
    let dryTarget = 0, chorusTarget = 0, singleTarget = 0;
    let dryUntil = from, chorusUntil = from, singleUntil = from;
    for (let i = from; i < to; i++) {
      if (i >= dryUntil) [dryTarget, dryUntil] = this.spanState(i, this.names, true);
      dry += (dryTarget - dry) * (dryTarget > dry ? dryIn : dryOut);
      if (i >= chorusUntil) [chorusTarget, chorusUntil] = this.spanState(i, this.choruses, false);
      chorus += (chorusTarget - chorus) * chorusGlide;
      if (i >= singleUntil) [singleTarget, singleUntil] = this.nameLineState(i);
      single += (singleTarget - single) * chorusGlide;
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
    this.ringAt = at;
    this.dry = dry;
    this.chorus = chorus;
    this.single = single;
  }

  /** inNameLine(i) as 1 or 0, and the first sample after i where it may change. */
  private nameLineState(i: number): [number, number] {
    const inside = this.inNameLine(i);
    const span = this.nameLines[this.nameLineCursor];
    if (!span) return [0, Infinity];
    return inside ? [1, span.end] : [0, span.start - Math.round(this.sampleRate * 0.05)];
  }

  /** inSpan(i, …) as 1 or 0, and the first sample after i where it may change. */
  private spanState(i: number, spans: readonly SampleSpan[], isName: boolean): [number, number] {
    const inside = this.inSpan(i, spans, isName);
    const span = spans[isName ? this.nameCursor : this.chorusCursor];
    if (!span) return [0, Infinity];
    return inside ? [1, span.end + (isName ? Math.round(this.sampleRate * 0.06) : 0)] : [0, span.start - (isName ? Math.round(this.sampleRate * 0.03) : 0)];
  }

  /** Whether sample i lies in a line that sings a name (from 50 ms before it); i only grows. */
  private inNameLine(i: number): boolean {
    const lead = Math.round(this.sampleRate * 0.05);
    while (this.nameLineCursor < this.nameLines.length && this.nameLines[this.nameLineCursor]!.end <= i) this.nameLineCursor++;
    const span = this.nameLines[this.nameLineCursor];
    return span !== undefined && i >= span.start - lead;
  }

  /** Whether sample i lies in a span (names with a 30 ms lead-in and 60 ms tail); i only grows. */
  private inSpan(i: number, spans: readonly SampleSpan[], isName: boolean): boolean {
    const lead = isName ? Math.round(this.sampleRate * 0.03) : 0;
    const tail = isName ? Math.round(this.sampleRate * 0.06) : 0;
    let cursor = isName ? this.nameCursor : this.chorusCursor;
    while (cursor < spans.length && spans[cursor]!.end + tail <= i) cursor++;
    if (isName) this.nameCursor = cursor;
    else this.chorusCursor = cursor;
    const span = spans[cursor];
    return span !== undefined && i >= span.start - lead;
  }
}

/** ring[at − (whole + frac)] with linear interpolation (the delay in samples, < ring length, as floor and fraction). */
function readRingAt(ring: Float32Array, at: number, whole: number, frac: number, mask: number): number {
  const a = ring[(at - whole) & mask]!;
  const b = ring[(at - whole - 1) & mask]!;
  return a + (b - a) * frac;
}
