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
 * Lays the lyrics out on bars: one line per bar (two when it has many syllables), instrumental
 * intro/outro, a 5-second dance spot after each bridge call, breaks between sections; elastic gaps
 * grow until the song reaches its target length.
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

  const segments: Segment[] = [{ kind: 'intro', bars: 1, elastic: { max: 4, priority: 2 } }];
  let lineIndex = 0;
  parsed.sections.forEach((section, s) => {
    if (s > 0) segments.push({ kind: s <= 1 ? section.kind : 'break', bars: 0, elastic: { max: s <= 1 ? 1 : 4, priority: s <= 1 ? 4 : 3 } });
    section.lines.forEach((line, i) => {
      const syllables = line.words.reduce((n, w) => n + countSyllables(w), 0);
      const bars = Math.max(1, Math.ceil((syllables * profile.minSyllable) / (barSec * 0.85)));
      segments.push({ kind: section.kind, bars, lineIndex: lineIndex++ });
      const isCall = section.kind === 'bridge' && (i > 0 || section.lines.length === 1);
      if (isCall) segments.push({ kind: 'bridge', bars: 0, elastic: { max: Math.max(1, Math.round(5 / barSec) - bars), priority: 1 } });
    });
  });
  segments.push({ kind: 'outro', bars: 1, elastic: { max: 8, priority: 5 } });

  const fixedBars = segments.reduce((n, seg) => n + seg.bars, 0);
  if (fixedBars * barSec + RING_OUT_SECONDS > Math.max(MAX_SONG_SECONDS, targetSec)) throw new LyricsTooLongError(fixedBars * barSec);
  growElasticGaps(segments, Math.round((targetSec - RING_OUT_SECONDS) / barSec) - fixedBars);

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
