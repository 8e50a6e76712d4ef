import { renderCover } from '../cover/cover';
import { InvalidRenderRequestError, InvalidStyleError } from '../errors';
import { integratedLoudness } from '../loudness/loudness';
import { limitTruePeak } from '../loudness/limiter';
import { parseLyrics } from '../lyrics';
import { VocalMixer, rmsOf, rmsOfPair, type SampleSpan } from '../mix/mixer';
import { StereoMix } from '../mix/stereo-mix';
import { STYLE_MIX, applyTone, newToneState } from '../mix/tone';
import { VocalChain } from '../mix/vocal-chain';
import { PREVIEW_MP3_QUALITY, encodeMp3 } from '../mp3/encode';
import { planSong, type BarKind, type SongPlan, type VocalLinePlan } from '../music/arrangement';
import { cleanNames } from '../names';
import { spokenNameWords } from '../pronunciation/pronunciation';
import { Band } from '../synth/band';
import { SAMPLE_RATE } from '../synth/instruments';
import { SONG_STYLES, VOCAL_GENDERS, type PreviewReady, type RenderRequest, type RenderedTrack, type TimedLine } from '../types';
import { VocalRenderer } from '../vocals/vocals';

export const PREVIEW_SECONDS = 40;
const PREVIEW_FADE_SECONDS = 2;
const END_FADE_SECONDS = 2;
export const TARGET_LUFS = -14;
/**
 * Limiter ceiling, below the −1 dBTP target to leave room for MP3 encoding overshoot: with the
 * stereo mix (wide doubles, reverb) a short song's MP3 came out at −0.9 dBTP from a −1.6 ceiling.
 */
const CEILING_DBTP = -2;
/**
 * How close to TARGET_LUFS mastering stops (±0.25 LU is far below what a listener hears). The
 * first pass usually lands 0.1–0.3 LU under the target (its limiter takes that off): within this,
 * a preview is done after one limiter pass instead of two.
 */
const MASTER_TOLERANCE_LU = 0.25;
/**
 * What the first pass aims above TARGET_LUFS: its limiter takes about this much away (the first
 * pass landed 0.14–0.37 LU under the target on the four styles' previews, and 9 of 16 needed a
 * second limiter pass). Aiming 0.25 LU higher, all 16 landed within 0.14 LU after one pass.
 */
const FIRST_PASS_LEAD_LU = 0.25;
/** How far the sung words sit above the band (RMS while singing vs band RMS). */
const VOCAL_OVER_BAND_DB = 8;
/**
 * Ducking and carving under the voice; under a name the band all but stops (pocketsphinx on 96
 * previews of tuning names: 184/192 names heard on the mix, 179 without the name step). The voice
 * is not lifted under a name: with the presence EQ, that lift cost names (ADR 0008, issue 16).
 */
const MIX = { duckDepth: 0.45, carveDepth: 0.8, nameDuck: 0.5, nameCarve: 0.2 };

export interface RenderTimings {
  previewMs?: number;
  fullMs?: number;
}

function validate(request: RenderRequest): void {
  if (!(SONG_STYLES as readonly string[]).includes(request.style)) throw new InvalidStyleError(String(request.style));
  if (!(VOCAL_GENDERS as readonly string[]).includes(request.vocalGender)) throw new InvalidRenderRequestError(`Invalid Vocal: "${request.vocalGender}" is not female, male or mixed.`);
  if (request.version !== 1 && request.version !== 2) throw new InvalidRenderRequestError('Invalid Version: a generation has versions 1 and 2.');
  if (!Number.isFinite(request.seed)) throw new InvalidRenderRequestError('Invalid Seed: the seed must be a number.');
}

/**
 * Renders one version: the first 40 s are rendered, mixed, mastered and encoded first (the
 * preview is handed to `onPreview` right away), then the rest of the song.
 */
export function renderVersion(request: RenderRequest, onPreview?: (preview: PreviewReady) => void): RenderedTrack {
  validate(request);
  const names = cleanNames(request.names);
  const parsed = parseLyrics(request.lyrics);
  const seed = request.seed >>> 0;
  const plan = planSong(parsed, request.style, request.version, seed, request.targetDurationSec);
  const total = Math.round(plan.durationSec * SAMPLE_RATE);
  const vocalBars = new Set<number>();
  for (const line of plan.vocalLines) for (let b = 0; b < line.bars; b++) vocalBars.add(line.startBar + b);

  const band = new Band(plan, seed, vocalBars);
  const vocals = new VocalRenderer(plan, parsed, request.vocalGender, seed, spokenNameWords(names, request.pronunciations), names);
  // A preview alone needs buffers for its 40 s only (a line sung past them is cut off there).
  const length = request.previewOnly ? Math.min(total, PREVIEW_SECONDS * SAMPLE_RATE) : total;
  const [left, right, vocal, harmony] = request.previewOnly ? previewScratch(length) : [0, 1, 2, 3].map(() => new Float32Array(length)) as [Float32Array, Float32Array, Float32Array, Float32Array];
  const previewEnd = Math.min(total, PREVIEW_SECONDS * SAMPLE_RATE);
  const inPreview = (line: VocalLinePlan) => vocals.lineStartSec(line) < PREVIEW_SECONDS;

  const styleMix = STYLE_MIX[request.style];
  const chain = new VocalChain(SAMPLE_RATE);
  // Names sung after the preview are added to the same list before the rest is mixed.
  const nameSpans: SampleSpan[] = [];
  const nameLineSpans: SampleSpan[] = [];
  const space = new StereoMix(styleMix.space, SAMPLE_RATE, plan.barSec / 4, nameSpans, chorusSpans(plan), nameLineSpans);
  const toneState = newToneState();
  // 1. The preview range.
  const timed: TimedLine[] = vocals.render(vocal, inPreview, harmony);
  chain.process(vocal, 0, previewEnd);
  band.renderRange(left, right, 0, previewEnd);
  space.addBandRoom(left, right, 0, previewEnd);
  const addNameSpans = () => {
    for (const s of vocals.nameSpans.slice(nameSpans.length)) nameSpans.push({ start: Math.round(s.start * SAMPLE_RATE), end: Math.round(s.end * SAMPLE_RATE) });
    for (const s of vocals.nameLineSpans.slice(nameLineSpans.length)) nameLineSpans.push({ start: Math.round(s.start * SAMPLE_RATE), end: Math.round(s.end * SAMPLE_RATE) });
  };
  addNameSpans();
  const vocalGain = vocalGainFor(left, right, vocal, previewEnd);
  const mixer = new VocalMixer({ vocalGain, ...MIX }, SAMPLE_RATE, nameSpans);
  mixer.process(left, right, vocal, 0, previewEnd);
  space.addVocalSpace(left, right, vocal, harmony, vocalGain, 0, previewEnd);
  applyTone([left, right], styleMix.tone, toneState, 0, previewEnd);
  applyDynamics(left, right, plan, 0, previewEnd);
  // A preview alone masters its own buffers (nothing else reads them); a whole song keeps its mix.
  const previewLeft = request.previewOnly ? left : left.slice(0, previewEnd);
  const previewRight = request.previewOnly ? right : right.slice(0, previewEnd);
  fadeOut([previewLeft, previewRight], PREVIEW_FADE_SECONDS);
  master([previewLeft, previewRight]);
  const previewMp3 = encodeMp3(previewLeft, previewRight, SAMPLE_RATE, 0, previewLeft.length, { quality: PREVIEW_MP3_QUALITY });
  const coverPng = renderCover(names, request.style, request.version, seed);
  const previewDurationSec = previewEnd / SAMPLE_RATE;
  onPreview?.({ version: request.version, previewMp3, coverPng, previewDurationSec });
  if (request.previewOnly) {
    return { version: request.version, fullMp3: Buffer.from(new ArrayBuffer(0)), previewMp3, coverPng, durationSec: total / SAMPLE_RATE, previewDurationSec, timestampedLyrics: timed };
  }

  // 2. The rest of the song.
  timed.push(...vocals.render(vocal, (line) => !inPreview(line), harmony));
  chain.process(vocal, previewEnd, total);
  addNameSpans();
  band.renderRange(left, right, previewEnd, total);
  space.addBandRoom(left, right, previewEnd, total);
  mixer.process(left, right, vocal, previewEnd, total);
  space.addVocalSpace(left, right, vocal, harmony, vocalGain, previewEnd, total);
  applyTone([left, right], styleMix.tone, toneState, previewEnd, total);
  applyDynamics(left, right, plan, previewEnd, total);
  fadeOut([left, right], END_FADE_SECONDS);
  master([left, right]);
  const fullMp3 = encodeMp3(left, right, SAMPLE_RATE);
  timed.sort((a, b) => a.start - b.start);

  return { version: request.version, fullMp3, previewMp3, coverPng, durationSec: total / SAMPLE_RATE, previewDurationSec, timestampedLyrics: timed };
}

/**
 * A preview-only render reuses this thread's four 40 s buffers, zeroed, instead of allocating
 * ~28 MB that the garbage collector must then reclaim (major collections on the shared cores).
 * Renders on a thread run one at a time, and none keeps these buffers after it returns.
 */
let previewBuffers: [Float32Array, Float32Array, Float32Array, Float32Array] | undefined;

function previewScratch(length: number): [Float32Array, Float32Array, Float32Array, Float32Array] {
  if (previewBuffers?.[0].length !== length) previewBuffers = [new Float32Array(length), new Float32Array(length), new Float32Array(length), new Float32Array(length)];
  else for (const buffer of previewBuffers) buffer.fill(0);
  return previewBuffers;
}

/**
 * Level of the whole mix per kind of bar: the chorus is the loud part (≥ 2 LU over the verse),
 * the build-up rises into it. Bar edges are ramped over 40 ms so no step is heard as a click.
 */
const SECTION_GAIN: Record<BarKind, number> = { intro: 0.72, verse: 0.66, chorus: 1, bridge: 0.74, outro: 0.85, other: 0.7, break: 0.8, build: 0.7, breakdown: 0.68 };
const RAMP_SECONDS = 0.04;

function applyDynamics(left: Float32Array, right: Float32Array, plan: SongPlan, from: number, to: number): void {
  const barSamples = plan.barSec * SAMPLE_RATE;
  const ramp = Math.round(RAMP_SECONDS * SAMPLE_RATE);
  const levelOf = (bar: number) => SECTION_GAIN[plan.bars[Math.min(bar, plan.bars.length - 1)]?.kind ?? 'outro'];
  for (let bar = Math.floor(from / barSamples); bar * barSamples < to; bar++) {
    const start = Math.round(bar * barSamples);
    const end = Math.round((bar + 1) * barSamples);
    const level = levelOf(bar);
    const building = plan.bars[bar]?.kind === 'build';
    // Where the last bar ended (a build-up ends at full level).
    const previous = bar === 0 ? level : plan.bars[bar - 1]?.kind === 'build' ? 1 : levelOf(bar - 1);
    applyBarGain(left, right, Math.max(from, start), Math.min(to, end), start, end, level, previous, building, ramp);
  }
}

/** One bar's level (its ramp from the last bar's, a build-up's rise) over [from, to). */
function applyBarGain(left: Float32Array, right: Float32Array, from: number, to: number, start: number, end: number, level: number, previous: number, building: boolean, ramp: number): void {
  for (let i = from; i < to; i++) {
    const k = i - start;
    let gain = building ? level + ((1 - level) * k) / (end - start) : level;
    if (k < ramp) gain = previous + (gain - previous) * (k / ramp);
    left[i]! *= gain;
    right[i]! *= gain;
  }
}

/** The chorus bars, in samples (the double and the echo play there). */
function chorusSpans(plan: SongPlan): SampleSpan[] {
  const spans: SampleSpan[] = [];
  const barSamples = plan.barSec * SAMPLE_RATE;
  plan.bars.forEach((bar, b) => {
    if (bar.kind !== 'chorus') return;
    const start = Math.round(b * barSamples);
    const end = Math.round((b + 1) * barSamples);
    const last = spans[spans.length - 1];
    if (last && last.end === start) last.end = end;
    else spans.push({ start, end });
  });
  return spans;
}

function vocalGainFor(left: Float32Array, right: Float32Array, vocal: Float32Array, end: number): number {
  const [leftRms, rightRms] = rmsOfPair(left, right, 0, end);
  const bandRms = (leftRms + rightRms) / 2;
  const vocalRms = rmsOf(vocal, 0, end, 0.01);
  if (vocalRms < 1e-4 || bandRms < 1e-5) return 1;
  return (bandRms * Math.pow(10, VOCAL_OVER_BAND_DB / 20)) / vocalRms;
}

function fadeOut(channels: Float32Array[], seconds: number): void {
  const length = channels[0]!.length;
  const fade = Math.min(length, Math.round(seconds * SAMPLE_RATE));
  for (const x of channels) {
    for (let i = 0; i < fade; i++) {
      const t = 1 - i / fade; // 1 → 0 towards the end
      x[length - fade + i]! *= t * t;
    }
  }
}

/**
 * Loudness to −14 LUFS, true peak ≤ ceiling (gain and limiter in one pass); further passes
 * correct what the limiter took away. A boost after limiting pushes the already-limited peaks
 * back into the ceiling, so only ~3/4 of it turns into loudness: corrections are scaled up to
 * land in one step instead of two.
 */
export function master(channels: Float32Array[]): void {
  const ceiling = Math.pow(10, CEILING_DBTP / 20);
  for (let pass = 0; pass < 3; pass++) {
    const loudness = integratedLoudness(channels, SAMPLE_RATE);
    if (!Number.isFinite(loudness)) return;
    const correction = TARGET_LUFS - loudness;
    if (pass > 0 && Math.abs(correction) < MASTER_TOLERANCE_LU) return;
    const aim = pass === 0 ? correction + FIRST_PASS_LEAD_LU : correction;
    const boost = pass > 0 && correction > 0 ? 1.35 : 1;
    limitTruePeak(channels, ceiling, SAMPLE_RATE, Math.pow(10, (aim * boost) / 20));
  }
}
