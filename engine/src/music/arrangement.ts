import { LyricsTooLongError } from '../errors';
import type { ParsedLyrics, SectionKind } from '../lyrics';
import { Rng } from '../rng';
import { countSyllables } from '../syllables';
import type { SongStyle, TrackVersion } from '../types';
import type { InstrumentName } from '../synth/instruments';
import { STYLE_PROFILES, type Groove, type StyleProfile } from './styles';

/** 'breakdown': the band drops to a light groove without bass before the build-up (tension, then the drop). */
export type BarKind = SectionKind | 'break' | 'build' | 'breakdown';

export interface BarPlan {
  kind: BarKind;
  /** Scale degree of the bar's chord. */
  degree: number;
  /** 0..1: how many instruments play. */
  energy: number;
  /** True for the last bar before a new section (drum fill). */
  fill: boolean;
}

export interface VocalLinePlan {
  lineIndex: number;
  startBar: number;
  bars: number;
}

export interface SongPlan {
  style: SongStyle;
  version: TrackVersion;
  profile: StyleProfile;
  bpm: number;
  barSec: number;
  swing: number;
  root: number;
  mode: 'major' | 'minor';
  groove: Groove;
  bass: InstrumentName;
  pad?: InstrumentName;
  chordStyle: StyleProfile['chordStyle'][number];
  bassSteps: number[];
  bars: BarPlan[];
  vocalLines: VocalLinePlan[];
  durationSec: number;
}

export const MAX_SONG_SECONDS = 240;
export const DEFAULT_SONG_SECONDS = 196;
/** A full song is never shorter than this: short lyrics bring the hook back instead. */
const MIN_FULL_SONG_SECONDS = 180;
const RING_OUT_SECONDS = 2;
/** No stretch of band alone (intro, breaks, dance spots) lasts longer than this. */
const MAX_INSTRUMENTAL_SECONDS = 7;
/** The band's own ending after the last line (before the ring-out). */
const MAX_OUTRO_SECONDS = 4.6;
/**
 * A breakdown bar goes before the build-up only while it, the build-up and the sung line before
 * them (which may end early in its bars) stay this short: no instrumental gap over 8 s.
 */
const MAX_BREAKDOWN_SECONDS = 7.5;

// The bridge is sung over a breakdown (light groove, no bass): the song breathes before the last choruses.
const ENERGY: Record<BarKind, number> = { intro: 0.45, verse: 0.75, chorus: 1, bridge: 0.4, outro: 0.5, other: 0.75, break: 0.9, build: 0.85, breakdown: 0.35 };

interface Segment {
  kind: BarKind;
  bars: number;
  lineIndex?: number;
  /** Sung lines may take up to this many bars (held notes) when there is time for it. */
  relaxed?: number;
  /** Elastic gap: can grow from `bars` up to `max` when filling time, lowest priority first. */
  elastic?: { max: number; priority: number };
}

/**
 * Share of the bars the arrangement wants sung: a party song is sung nearly all the way through.
 * When the lyrics are too short for that, the hook comes back (see `reprises`).
 */
const SUNG_SHARE_GOAL = 0.84;
/** How often a composed song's chorus may be heard at most (a final double chorus included). */
const MAX_HOOK_PLAYS = 6;
/** A reprise shorter than this is sung twice or more in a row: a double chorus, or a chant of a single word. */
const MIN_REPRISE_BARS = 8;
/** Lead-in bars before choruses are added only while the written song leaves this much room. */
const CHORUS_ROOM_BARS = 8;

/**
 * Lays the lyrics out on bars: a short intro, one line per bar or two (held notes when there is
 * time; rap verses stay one bar), a bar of band between sections, a short dance spot after each
 * bridge call, a build-up bar before the last chorus and a one-bar ending on the tonic. Short
 * lyrics get reprises of their hook until the song is mostly sung; instrumental stretches never
 * exceed MAX_INSTRUMENTAL_SECONDS.
 */
export function planSong(parsed: ParsedLyrics, style: SongStyle, version: TrackVersion, seed: number, targetSec = DEFAULT_SONG_SECONDS): SongPlan {
  const [, fastest] = STYLE_PROFILES[style].bpm[version - 1]!;
  // Lyrics too long for the chosen tempo are sung a little faster, up to the style's fastest.
  for (let bpm = tempoFor(parsed, style, version, seed); ; bpm = Math.min(fastest, bpm + 2)) {
    try {
      return planAtTempo(parsed, style, version, seed, targetSec, bpm);
    } catch (error) {
      if (!(error instanceof LyricsTooLongError) || bpm >= fastest) throw error;
    }
  }
}

/** Tempos are picked in quarter-bpm steps: four crews drawn from a dozen whole tempos collided too often. */
const TEMPO_STEPS_PER_BPM = 4;

/**
 * The song's tempo: a quarter bpm inside its style's range for this version, picked from the seed
 * (each song has its own) and the lyrics' shape (words per line), so two crews get different
 * tempos and the same inputs always get the same one. Not from the words' spelling: a name
 * written in another script (王 / Wang) is the same song.
 */
export function tempoFor(parsed: ParsedLyrics, style: SongStyle, version: TrackVersion, seed: number): number {
  const own = drawTempo(parsed, style, version, seed);
  if (version === 1) return own;
  // The second version is another groove: never within 2 bpm of the first (their ranges overlap).
  const first = drawTempo(parsed, style, 1, seed);
  if (Math.abs(own - first) >= 2) return own;
  const [slowest, fastest] = STYLE_PROFILES[style].bpm[1]!;
  return first - 4 >= slowest ? first - 4 : Math.min(fastest, first + 4);
}

function drawTempo(parsed: ParsedLyrics, style: SongStyle, version: TrackVersion, seed: number): number {
  const [slowest, fastest] = STYLE_PROFILES[style].bpm[version - 1]!;
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const line of parsed.lines) hash = Math.imul(hash ^ line.words.length, 0x01000193);
  // One more mixing step: without it, seeds a few apart with lyrics of the same shape picked the same tempo.
  const rng = new Rng(Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0).fork(`tempo-${style}-${version}`);
  const steps = (fastest - slowest) * TEMPO_STEPS_PER_BPM + 1;
  return slowest + Math.floor(rng.next() * steps) / TEMPO_STEPS_PER_BPM;
}

function planAtTempo(parsed: ParsedLyrics, style: SongStyle, version: TrackVersion, seed: number, targetSec: number, bpm: number): SongPlan {
  const profile = STYLE_PROFILES[style];
  const v = version - 1;
  const rng = new Rng((seed >>> 0) ^ 0x5bd1e995).fork(`plan-${style}`);
  const barSec = (60 / bpm) * 4;
  const root = rng.fork(`root-${v}`).pick(profile.roots[v]!);
  const verseProg = rng.fork(`vp-${v}`).pick(profile.verseProgressions);
  const chorusProg = rng.fork(`cp-${v}`).pick(profile.chorusProgressions);
  const maxGapBars = Math.max(1, Math.floor(MAX_INSTRUMENTAL_SECONDS / barSec));
  const relaxedBars = (kind: SectionKind) => (kind === 'verse' && style === 'hip-hop' ? 1 : 2);

  let lineIndex = 0;
  const written: Segment[][] = parsed.sections.map((section, s) => {
    const group: Segment[] = [];
    if (s > 0) group.push({ kind: s <= 1 ? section.kind : 'break', bars: 0, elastic: { max: 1, priority: s <= 1 ? 4 : 3 } });
    section.lines.forEach((line, i) => {
      const syllables = line.words.reduce((n, w) => n + countSyllables(w), 0);
      const bars = Math.max(1, Math.ceil((syllables * profile.minSyllable) / (barSec * 0.85)));
      group.push({ kind: section.kind, bars, lineIndex: lineIndex++, relaxed: Math.max(bars, relaxedBars(section.kind)) });
      const isCall = section.kind === 'bridge' && (i > 0 || section.lines.length === 1);
      if (isCall) group.push({ kind: 'bridge', bars: 0, elastic: { max: 1, priority: 1 } });
    });
    return group;
  });
  // Reprises go where a pop song puts its last choruses: at the end, before a written outro.
  const endsWithOutro = written.length > 1 && parsed.sections[parsed.sections.length - 1]!.kind === 'outro';
  const body = endsWithOutro ? written.slice(0, -1).flat() : written.flat();
  const tail: Segment[] = [
    ...(endsWithOutro ? written[written.length - 1]! : []),
    // The ending: band on the tonic (two bars when they are short), then the last chord rings out.
    { kind: 'outro', bars: 2 * barSec <= MAX_OUTRO_SECONDS ? 2 : 1 },
  ];
  const intro: Segment = { kind: 'intro', bars: Math.min(2, maxGapBars) };
  const writtenSong = [intro, ...body, ...tail];

  const fixedBars = barsOf(writtenSong);
  if (fixedBars * barSec + RING_OUT_SECONDS > Math.max(MAX_SONG_SECONDS, targetSec)) throw new LyricsTooLongError(fixedBars * barSec);
  const targetBars = Math.round((targetSec - RING_OUT_SECONDS) / barSec);
  const minBars = Math.min(targetBars, Math.ceil((MIN_FULL_SONG_SECONDS - RING_OUT_SECONDS) / barSec));
  // A bar of band before each chorus (the lead-in: a riser, claps, a shout), while there is room.
  writtenSong.forEach((seg, i) => {
    const next = writtenSong[i + 1];
    if (seg.elastic && seg.bars === 0 && next?.kind === 'chorus' && next.lineIndex !== undefined && barsOf(writtenSong) + CHORUS_ROOM_BARS < targetBars) seg.bars = 1;
  });
  // Held notes first: lines take their relaxed length while the song stays within its target.
  relaxLines(writtenSong, targetBars);
  const unit = repriseUnit(parsed, written);
  const extra = reprises(unit.lines, unit.writtenPlays, targetBars, minBars, barsOf(writtenSong), sungBarsOf(writtenSong));
  const segments = [intro, ...body, ...extra, ...tail];
  markBuildUp(segments, barSec, barsOf(segments) < targetBars);
  growElasticGaps(segments, Math.max(0, minBars - barsOf(segments)), maxGapBars);

  const bars: BarPlan[] = [];
  const vocalLines: VocalLinePlan[] = [];
  let sectionBar = 0;
  let previousKind: BarKind | undefined;
  for (const seg of segments) {
    if (seg.lineIndex !== undefined) vocalLines.push({ lineIndex: seg.lineIndex, startBar: bars.length, bars: seg.bars });
    for (let b = 0; b < seg.bars; b++) {
      if (seg.kind !== previousKind) sectionBar = 0;
      previousKind = seg.kind;
      const progression = seg.kind === 'chorus' || seg.kind === 'break' ? chorusProg : verseProg;
      bars.push({ kind: seg.kind, degree: progression[sectionBar % progression.length]!, energy: ENERGY[seg.kind], fill: false });
      sectionBar++;
    }
  }
  for (let i = 0; i + 1 < bars.length; i++) if (bars[i + 1]!.kind !== bars[i]!.kind) bars[i]!.fill = true;
  // The build-up leads into the last chorus on the dominant; the song ends on the tonic.
  for (const bar of bars) if (bar.kind === 'build') bar.degree = 4;
  if (bars.length > 0) bars[bars.length - 1]!.degree = 0;

  return {
    style, version, profile, bpm, barSec, root, swing: profile.swing[v]!, mode: profile.mode[v]!, groove: profile.grooves[v]!,
    bass: profile.bass[v]!, pad: profile.pad[v],
    chordStyle: profile.chordStyle[v]!, bassSteps: profile.bassSteps[v]!, bars, vocalLines,
    durationSec: bars.length * barSec + RING_OUT_SECONDS,
  };
}

/** Gives lines their relaxed (held) length, chorus lines first, while the song fits `targetBars`. */
function relaxLines(segments: Segment[], targetBars: number): void {
  let total = barsOf(segments);
  const order = [...segments.filter((s) => s.kind === 'chorus'), ...segments.filter((s) => s.kind !== 'chorus')];
  for (const seg of order) {
    if (seg.lineIndex === undefined || !seg.relaxed || seg.relaxed <= seg.bars) continue;
    const more = seg.relaxed - seg.bars;
    if (total + more > targetBars) continue;
    seg.bars += more;
    total += more;
  }
}

/**
 * The bar of band before the last chorus becomes the build-up (snare roll, riser, then the drop),
 * after a breakdown bar (light groove, no bass) when `withBreakdown`.
 */
function markBuildUp(segments: Segment[], barSec: number, room: boolean): void {
  let lastChorusStart = -1;
  for (let i = segments.length - 1; i > 0; i--) {
    if (segments[i]!.kind === 'chorus' && segments[i]!.lineIndex !== undefined) {
      let j = i;
      while (j > 0 && segments[j - 1]!.kind === 'chorus') j--;
      lastChorusStart = j;
      break;
    }
  }
  if (lastChorusStart <= 0) return;
  const before = segments[lastChorusStart - 1]!;
  let at = lastChorusStart;
  if (before.lineIndex === undefined && before.kind !== 'intro') {
    before.kind = 'build';
    before.bars = 1;
    before.elastic = undefined;
    at = lastChorusStart - 1;
  } else {
    segments.splice(lastChorusStart, 0, { kind: 'build', bars: 1 });
  }
  // The sung line before may end early in its bars: those bars count towards the band-only stretch.
  let line = at - 1;
  while (line >= 0 && segments[line]!.lineIndex === undefined) line--;
  const lineBars = line >= 0 ? segments[line]!.bars : 0;
  if (room && (lineBars + 2) * barSec <= MAX_BREAKDOWN_SECONDS) segments.splice(at, 0, { kind: 'breakdown', bars: 1 });
}

/**
 * What comes back when the lyrics are short: the last chorus, or, with no chorus, every sung
 * line (which then acts as the hook). Reprises are played with the full band, as a chorus.
 */
function repriseUnit(parsed: ParsedLyrics, written: Segment[][]): { lines: Segment[]; writtenPlays: number } {
  const kinds = parsed.sections.map((s) => s.kind);
  const lastChorus = kinds.lastIndexOf('chorus');
  const source = lastChorus >= 0 ? written[lastChorus]! : written.flat();
  const lines = source.filter((seg) => seg.lineIndex !== undefined).map((seg): Segment => ({ kind: 'chorus', bars: seg.bars, lineIndex: seg.lineIndex }));
  return { lines, writtenPlays: lastChorus >= 0 ? kinds.filter((k) => k === 'chorus').length : 1 };
}

/**
 * Reprises of the hook, each after a bar of band, until the sung bars reach SUNG_SHARE_GOAL of
 * the song and the song is at least `minBars` long (a composed song stops once its chorus has
 * been heard MAX_HOOK_PLAYS times), or no more fit; the last one may be cut to the lines that
 * fit. The karaoke timings list each repeat where it is sung (a karaoke screen shows a repeated
 * chorus again too): they hold every written line once, in order, plus these repeated lines.
 */
function reprises(unit: Segment[], writtenPlays: number, targetBars: number, minBars: number, writtenBars: number, writtenSungBars: number): Segment[] {
  const unitBars = barsOf(unit);
  if (unitBars === 0) return [];
  const times = Math.ceil(MIN_REPRISE_BARS / unitBars);
  const pass = Array.from({ length: times }, () => unit).flat();
  const composed = writtenPlays >= 2;
  const added: Segment[] = [];
  let total = writtenBars;
  let sung = writtenSungBars;
  let plays = writtenPlays;
  const wantMore = () => total < minBars || (sung < SUNG_SHARE_GOAL * total && total < targetBars);
  while (wantMore() && !(composed && plays >= MAX_HOOK_PLAYS)) {
    const lines: Segment[] = [];
    let bars = 0;
    for (const seg of pass) {
      if (total + 1 + bars + seg.bars > targetBars) break;
      lines.push({ ...seg });
      bars += seg.bars;
    }
    if (lines.length === 0) break;
    added.push({ kind: 'break', bars: 1, elastic: { max: 1, priority: 3 } }, ...lines);
    total += 1 + bars;
    sung += bars;
    plays += times;
  }
  return added;
}

const barsOf = (segments: Segment[]) => segments.reduce((n, seg) => n + seg.bars, 0);
const sungBarsOf = (segments: Segment[]) => segments.reduce((n, seg) => n + (seg.lineIndex === undefined ? 0 : seg.bars), 0);

/**
 * Only when the song is still shorter than a full song: gaps grow (up to `maxGapBars` each, so
 * no instrumental stretch gets long), then sung lines hold longer.
 */
function growElasticGaps(segments: Segment[], extraBars: number, maxGapBars: number): void {
  let left = extraBars;
  const elastic = segments.filter((s) => s.elastic).sort((a, b) => a.elastic!.priority - b.elastic!.priority);
  for (const priority of [...new Set(elastic.map((s) => s.elastic!.priority))]) {
    const group = elastic.filter((s) => s.elastic!.priority === priority);
    let grew = true;
    while (left > 0 && grew) {
      grew = false;
      for (const seg of group) {
        if (left > 0 && seg.bars < Math.min(seg.elastic!.max, maxGapBars)) {
          seg.bars++;
          left--;
          grew = true;
        }
      }
    }
  }
  const lines = segments.filter((s) => s.lineIndex !== undefined);
  for (let round = 0; left > 0 && lines.length > 0 && round < 4; round++) {
    for (const seg of lines) {
      if (left <= 0) break;
      seg.bars++;
      left--;
    }
  }
}
