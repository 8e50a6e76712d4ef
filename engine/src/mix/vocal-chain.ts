import { inPieces } from '../dsp-pieces';

/**
 * The lead vocal's channel strip, in place: a high-pass at 110 Hz (rumble and plosive thumps),
 * a gentle 3:1 compressor (an even level line to line, so quiet syllables are not lost under the
 * band) and a de-esser (the 5–9 kHz band is turned down only while it dominates, so "s" and "sh"
 * stop spitting once the mix is brightened and limited). No presence lift: that cost names on the
 * mix (ADR 0008). State carries between calls.
 */
export class VocalChain {
  private hpX = 0;
  private hpY = 0;
  private readonly hpA: number;
  private level = 0;
  private readonly levelAttack: number;
  private readonly levelRelease: number;
  private gain = 1;
  private target = 1;
  private readonly gainSmooth: number;
  // De-esser: a split into below/above ~5 kHz (one-pole), with followers on the high part and the whole.
  private split = 0;
  private readonly splitA: number;
  private essLevel = 0;
  private wholeLevel = 0;
  private readonly essA: number;

  constructor(private readonly sampleRate: number, private readonly thresholdRms = 0.08) {
    this.hpA = Math.exp((-2 * Math.PI * 110) / sampleRate);
    this.levelAttack = 1 - Math.exp(-1 / (sampleRate * 0.01));
    this.levelRelease = 1 - Math.exp(-1 / (sampleRate * 0.12));
    this.gainSmooth = 1 - Math.exp(-1 / (sampleRate * 0.005));
    this.splitA = 1 - Math.exp((-2 * Math.PI * 5000) / sampleRate);
    this.essA = 1 - Math.exp(-1 / (sampleRate * 0.004));
  }

  process(x: Float32Array, from: number, to: number): void {
    inPieces(from, to, (start, end) => this.processPiece(x, start, end));
  }

  private processPiece(x: Float32Array, from: number, to: number): void {
    const { hpA, levelAttack, levelRelease, gainSmooth, splitA, essA, thresholdRms } = this;
    let { hpX, hpY, level, gain, split, essLevel, wholeLevel, target } = this;
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
    Object.assign(this, { hpX, hpY, level, gain, split, essLevel, wholeLevel, target });
  }
}
