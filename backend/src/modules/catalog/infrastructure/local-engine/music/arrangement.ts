import { LyricsTooLongError } from '../errors';
import type { ParsedLyrics, SectionKind } from '../lyrics';
import { Rng } from '../rng';
import { countSyllables } from '../syllables';
import type { SongStyle, TrackVersion } from '../types';
import { STYLE_PROFILES, type Groove, type StyleProfile } from './styles';

export type BarKind = SectionKind | 'break';

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
  chordStyle: StyleProfile['chordStyle'][number];
  bassSteps: number[];
  bars: BarPlan[];
  vocalLines: VocalLinePlan[];
  durationSec: number;
}

export const MAX_SONG_SECONDS = 240;
export const DEFAULT_SONG_SECONDS = 204;
const RING_OUT_SECONDS = 2;

const ENERGY: Record<BarKind, number> = { intro: 0.45, verse: 0.75, chorus: 1, bridge: 0.6, outro: 0.4, other: 0.75, break: 0.9 };

interface Segment {
  kind: BarKind;
  bars: number;
  lineIndex?: number;
  /** Elastic gap: can grow from `bars` up to `max` when filling time, lowest priority first. */
  elastic?: { max: number; priority: number };
}

/**
 * Share of the bars the arrangement wants sung. A pop song is mostly sung: when the lyrics are too
 * short for that, the hook comes back (see `reprises`) instead of the gaps stretching into minutes
 * of band alone.
 */
const SUNG_SHARE_GOAL = 0.6;
/**
 * Lyrics that sing this share of the song on their own (a composed song: verses, choruses,
 * bridge) are a full song already: they get at most a final double chorus, so the chorus is not
 * heard more than MAX_HOOK_PLAYS times; their remaining time goes to dance breaks.
 */
const FULL_SONG_SHARE = 0.25;
const MAX_HOOK_PLAYS = 4;
/** A reprise shorter than this is sung twice or more in a row: a double chorus, or a chant of a single word. */
const MIN_REPRISE_BARS = 8;

/**
 * Lays the lyrics out on bars: one line per bar (two when it has many syllables), instrumental
 * intro/outro, a 5-second dance spot after each bridge call, breaks between sections. Short lyrics
 * get reprises of their hook until the song is mostly sung; then elastic gaps grow until the song
 * reaches its target length.
 */
export function planSong(parsed: ParsedLyrics, style: SongStyle, version: TrackVersion, seed: number, targetSec = DEFAULT_SONG_SECONDS): SongPlan {
  const profile = STYLE_PROFILES[style];
  const v = version - 1;
  const rng = new Rng((seed >>> 0) ^ 0x5bd1e995).fork(`plan-${style}`);
  const bpm = profile.bpm[v]!;
  const barSec = (60 / bpm) * 4;
  const root = rng.fork(`root-${v}`).pick(profile.roots[v]!);
  const verseProg = rng.fork(`vp-${v}`).pick(profile.verseProgressions);
  const chorusProg = rng.fork(`cp-${v}`).pick(profile.chorusProgressions);

  let lineIndex = 0;
  const written: Segment[][] = parsed.sections.map((section, s) => {
    const group: Segment[] = [];
    if (s > 0) group.push({ kind: s <= 1 ? section.kind : 'break', bars: 0, elastic: { max: s <= 1 ? 1 : 4, priority: s <= 1 ? 4 : 3 } });
    section.lines.forEach((line, i) => {
      const syllables = line.words.reduce((n, w) => n + countSyllables(w), 0);
      const bars = Math.max(1, Math.ceil((syllables * profile.minSyllable) / (barSec * 0.85)));
      group.push({ kind: section.kind, bars, lineIndex: lineIndex++ });
      const isCall = section.kind === 'bridge' && (i > 0 || section.lines.length === 1);
      if (isCall) group.push({ kind: 'bridge', bars: 0, elastic: { max: Math.max(1, Math.round(5 / barSec) - bars), priority: 1 } });
    });
    return group;
  });
  // Reprises go where a pop song puts its last choruses: at the end, before a written outro.
  const endsWithOutro = written.length > 1 && parsed.sections[parsed.sections.length - 1]!.kind === 'outro';
  const body = endsWithOutro ? written.slice(0, -1).flat() : written.flat();
  const tail: Segment[] = [
    ...(endsWithOutro ? written[written.length - 1]! : []),
    { kind: 'outro', bars: 1, elastic: { max: 2, priority: 2 } },
    { kind: 'outro', bars: 0, elastic: { max: 6, priority: 5 } },
  ];
  const writtenSong = [{ kind: 'intro', bars: 1, elastic: { max: 4, priority: 2 } } satisfies Segment, ...body, ...tail];

  const fixedBars = barsOf(writtenSong);
  if (fixedBars * barSec + RING_OUT_SECONDS > Math.max(MAX_SONG_SECONDS, targetSec)) throw new LyricsTooLongError(fixedBars * barSec);
  const targetBars = Math.round((targetSec - RING_OUT_SECONDS) / barSec);
  const unit = repriseUnit(parsed, written);
  const extra = reprises(unit.lines, unit.writtenPlays, targetBars, fixedBars, sungBarsOf(writtenSong));
  const segments = [writtenSong[0]!, ...body, ...extra, ...tail];
  growElasticGaps(segments, targetBars - barsOf(segments));

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
  // End on the tonic so the song resolves.
  if (bars.length > 0) bars[bars.length - 1]!.degree = 0;

  return {
    style, version, profile, bpm, barSec, root, swing: profile.swing[v]!, mode: profile.mode[v]!, groove: profile.grooves[v]!,
    chordStyle: profile.chordStyle[v]!, bassSteps: profile.bassSteps[v]!, bars, vocalLines,
    durationSec: bars.length * barSec + RING_OUT_SECONDS,
  };
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
 * Reprises of the hook, each after a short dance break, until the sung bars reach
 * SUNG_SHARE_GOAL of the song (or the hook has been heard enough in a full song), or no more
 * fit; the last one may be cut to the lines that fit. The listener hears each repeat, so the
 * karaoke timings list it again where it is sung (a karaoke screen shows a repeated chorus again
 * too): the timings hold every written line once, in order, plus these repeated lines.
 */
function reprises(unit: Segment[], writtenPlays: number, targetBars: number, fixedBars: number, writtenSungBars: number): Segment[] {
  const unitBars = barsOf(unit);
  if (unitBars === 0) return [];
  const times = Math.ceil(MIN_REPRISE_BARS / unitBars);
  const pass = Array.from({ length: times }, () => unit).flat();
  const fullSong = writtenSungBars >= FULL_SONG_SHARE * targetBars;
  const added: Segment[] = [];
  let room = targetBars - fixedBars;
  let sung = writtenSungBars;
  let plays = writtenPlays;
  while (sung < SUNG_SHARE_GOAL * targetBars && !(fullSong && plays >= MAX_HOOK_PLAYS)) {
    const lines: Segment[] = [];
    let bars = 0;
    for (const seg of pass) {
      if (1 + bars + seg.bars > room) break;
      lines.push({ ...seg });
      bars += seg.bars;
    }
    if (lines.length === 0) break;
    added.push({ kind: 'break', bars: 1, elastic: { max: 4, priority: 3 } }, ...lines);
    room -= 1 + bars;
    sung += bars;
    plays += times;
  }
  return added;
}

const barsOf = (segments: Segment[]) => segments.reduce((n, seg) => n + seg.bars, 0);
const sungBarsOf = (segments: Segment[]) => segments.reduce((n, seg) => n + (seg.lineIndex === undefined ? 0 : seg.bars), 0);

function growElasticGaps(segments: Segment[], extraBars: number): void {
  let left = extraBars;
  const elastic = segments.filter((s) => s.elastic).sort((a, b) => a.elastic!.priority - b.elastic!.priority);
  for (const priority of [...new Set(elastic.map((s) => s.elastic!.priority))]) {
    const group = elastic.filter((s) => s.elastic!.priority === priority);
    let grew = true;
    while (left > 0 && grew) {
      grew = false;
      for (const seg of group) {
        if (left > 0 && seg.bars < seg.elastic!.max) {
          seg.bars++;
          left--;
          grew = true;
        }
      }
    }
  }
  // Still short: longer dance breaks between sections, beyond their usual size.
  const breaks = segments.filter((s) => s.kind === 'break' || s.kind === 'outro');
  for (let i = 0; left > 0 && breaks.length > 0; i++, left--) breaks[i % breaks.length]!.bars++;
}
