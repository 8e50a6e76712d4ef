import { inPieces } from '../dsp-pieces';

/**
 * The lead vocal's channel strip, in place: a high-pass at 110 Hz (rumble and plosive thumps),
 * a gentle 3:1 compressor (an even level line to line, so quiet syllables are not lost under the
 * band) and a de-esser (the 5–9 kHz band is turned down only while it dominates, so "s" and "sh"
 * stop spitting once the mix is brightened and limited). No presence lift: that cost names on the
 * mix (ADR 0008). State carries between calls.
 */
// Slots of the chain's running state (carried from piece to piece).
const HP_X = 0;
const HP_Y = 1;
const LEVEL = 2;
const GAIN = 3;
const TARGET = 4;
const SPLIT = 5;
const ESS_LEVEL = 6;
const WHOLE_LEVEL = 7;

export class VocalChain {
  /** hpX, hpY, level, gain, target, split, essLevel, wholeLevel (the slots above). */
  private readonly state = Float64Array.of(0, 0, 0, 1, 1, 0, 0, 0);
  /** [hpA, levelAttack, levelRelease, gainSmooth, splitA, essA, thresholdRms]. */
  private readonly params: Float64Array;

  constructor(sampleRate: number, thresholdRms = 0.08) {
    this.params = Float64Array.of(
      Math.exp((-2 * Math.PI * 110) / sampleRate),
      1 - Math.exp(-1 / (sampleRate * 0.01)),
      1 - Math.exp(-1 / (sampleRate * 0.12)),
      1 - Math.exp(-1 / (sampleRate * 0.005)),
      // De-esser: a split into below/above ~5 kHz (one-pole), with followers on the high part and the whole.
      1 - Math.exp((-2 * Math.PI * 5000) / sampleRate),
      1 - Math.exp(-1 / (sampleRate * 0.004)),
      thresholdRms,
    );
  }

  process(x: Float32Array, from: number, to: number): void {
    inPieces(from, to, (start, end) => chainPiece(x, start, end, this.params, this.state));
  }
}

/**
 * One piece of the chain: a function of its own over typed arrays (no closure or object fields in
 * the loop: V8 keeps the state in registers). The same arithmetic in the same order as before.
 */
function chainPiece(x: Float32Array, from: number, to: number, params: Float64Array, state: Float64Array): void {
  const hpA = params[0]!, levelAttack = params[1]!, levelRelease = params[2]!, gainSmooth = params[3]!, splitA = params[4]!, essA = params[5]!, thresholdRms = params[6]!;
  let hpX = state[HP_X]!, hpY = state[HP_Y]!, level = state[LEVEL]!, gain = state[GAIN]!, target = state[TARGET]!;
  let split = state[SPLIT]!, essLevel = state[ESS_LEVEL]!, wholeLevel = state[WHOLE_LEVEL]!;
  const ratio = 3;
  for (let i = from; i < to; i++) {
    // High-pass (one pole, one zero).
    const input = x[i]!;
    const hp = hpA * (hpY + input - hpX);
    hpX = input;
    hpY = hp;
    // Compressor on a squared-level follower.
    const sq = hp * hp;
    level += (sq - level) * (sq > level ? levelAttack : levelRelease);
    // The gain law is worked out every 16 samples (the 5 ms smoothing hides the steps).
    if ((i & 15) === 0) {
      const rms = Math.sqrt(level);
      target = rms > thresholdRms ? Math.pow(thresholdRms / rms, 1 - 1 / ratio) : 1;
    }
    gain += (target - gain) * gainSmooth;
    const y = hp * gain;
    // De-esser: when the band above 5 kHz carries over 40 % of the energy, turn it down.
    split += (y - split) * splitA;
    const high = y - split;
    essLevel += (high * high - essLevel) * essA;
    wholeLevel += (y * y - wholeLevel) * essA;
    const share = wholeLevel > 1e-12 ? essLevel / wholeLevel : 0;
    const cut = share > 0.4 ? Math.max(0.35, 0.4 / share) : 1;
    x[i] = split + high * cut;
  }
  state[HP_X] = hpX; state[HP_Y] = hpY; state[LEVEL] = level; state[GAIN] = gain; state[TARGET] = target;
  state[SPLIT] = split; state[ESS_LEVEL] = essLevel; state[WHOLE_LEVEL] = wholeLevel;
}
