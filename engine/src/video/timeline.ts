import type { TimedLine } from '../types';

/** A dance move as the song stores it (the composer's DanceMove; only these fields are shown). */
export interface VideoDanceMove {
  name: string;
  move: string;
  description?: string | null;
}

/** What the screen shows at one instant; two instants with the same `key` look the same. */
export interface FrameState {
  key: string;
  /** Index of the line shown large, or -1 before the first line comes up. */
  line: number;
  /** Index (in that line) of the word being sung, or -1. */
  word: number;
  /** How many words of that line have begun (those before it are drawn as sung). */
  started: number;
  /** Index into the dance moves of the move on screen, or -1. */
  move: number;
}

/** The line comes up this long before its first word, unless the previous line is still sung. */
const LINE_LEAD_SEC = 0.5;
/** A word stays lit this long after its end when nothing follows at once (the end of a line). */
const WORD_HOLD_SEC = 0.35;
/** A dance move stays on screen at least this long after its name is sung. */
const MOVE_HOLD_SEC = 3;

/** Lower-cased letters and digits of a word: "Maya's," → "maya". */
export function normalizeWord(word: string): string {
  return word.toLocaleLowerCase().replace(/['’]s$/u, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** For each name, the normalised words that make it up ("Mary Ann" → ["mary", "ann"]). */
function nameTokens(names: readonly string[]): Map<string, number> {
  const tokens = new Map<string, number>();
  names.forEach((name, index) => {
    for (const part of name.split(/\s+/)) {
      const token = normalizeWord(part);
      if (token && !tokens.has(token)) tokens.set(token, index);
    }
  });
  return tokens;
}

/**
 * The karaoke timeline of one song: which line, word and dance move are on screen at any time.
 * Built once; `at(t)` is cheap and called for every frame.
 */
export class KaraokeTimeline {
  /** nameOf[line][word]: index of the name that word sings, or -1. */
  readonly nameOf: number[][];
  private readonly lineSwitch: number[];
  private readonly moveSpans: { start: number; end: number; move: number }[];

  constructor(readonly lines: readonly TimedLine[], readonly names: readonly string[], readonly moves: readonly VideoDanceMove[]) {
    const tokens = nameTokens(names);
    this.nameOf = lines.map((line) => line.words.map((w) => tokens.get(normalizeWord(w.word)) ?? -1));
    this.lineSwitch = lines.map((line, i) => {
      const first = line.words[0]?.start ?? line.start;
      const previousEnd = i > 0 ? lastEnd(lines[i - 1]!) : -Infinity;
      return Math.max(first - LINE_LEAD_SEC, previousEnd, 0);
    });
    this.moveSpans = this.buildMoveSpans();
  }

  private buildMoveSpans() {
    const moveOfName = new Map<number, number>();
    this.names.forEach((name, index) => {
      const move = this.moves.findIndex((m) => normalizeWord(m.name) === normalizeWord(name));
      if (move >= 0) moveOfName.set(index, move);
    });
    const sung: { start: number; end: number; move: number }[] = [];
    this.lines.forEach((line, li) => line.words.forEach((word, wi) => {
      const move = moveOfName.get(this.nameOf[li]![wi]!);
      if (move !== undefined) sung.push({ start: word.start, end: Math.max(word.end, word.start) + MOVE_HOLD_SEC, move });
    }));
    sung.sort((a, b) => a.start - b.start);
    // A move gives way when the next name is sung.
    for (let i = 0; i + 1 < sung.length; i++) sung[i]!.end = Math.min(sung[i]!.end, sung[i + 1]!.start);
    return sung.filter((s) => s.end > s.start);
  }

  at(t: number): FrameState {
    const line = lastIndexAtOrBefore(this.lineSwitch, t);
    let word = -1;
    let started = 0;
    if (line >= 0) {
      const words = this.lines[line]!.words;
      for (let i = words.length - 1; i >= 0; i--) {
        const w = words[i]!;
        if (w.start <= t) {
          started = i + 1;
          const next = words[i + 1];
          const litUntil = next ? Math.max(w.end, next.start) : w.end + WORD_HOLD_SEC;
          if (t < litUntil) word = i;
          break;
        }
      }
    }
    const span = this.moveSpans.find((s) => s.start <= t && t < s.end);
    const move = span ? span.move : -1;
    return { key: `${line}|${word}|${started}|${move}`, line, word, started, move };
  }
}

function lastEnd(line: TimedLine): number {
  return line.words.length > 0 ? line.words[line.words.length - 1]!.end : line.end;
}

function lastIndexAtOrBefore(sorted: readonly number[], t: number): number {
  let found = -1;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i]! <= t) found = i;
    else break;
  }
  return found;
}
