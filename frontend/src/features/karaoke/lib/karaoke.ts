import type { Schema } from '@boogy/contracts';

export type TimedLine = Schema<'TimedLine'>;

/** A word lights up 0.3 s early, so the singer sees it coming (spec). */
export const LOOKAHEAD_SECONDS = 0.3;

/** Timed lines without a non-blank word are ignored (spec). */
export function usableLines(lines: readonly TimedLine[] | null | undefined): TimedLine[] {
  return (lines ?? []).filter((line) => line.words.some((w) => w.word.trim().length > 0));
}

/** Blank lines in plain lyrics are dropped (spec); section headers like [Chorus] are kept as labels. */
export function plainLines(lyrics: string): string[] {
  return lyrics.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
}

export type WordState = 'sung' | 'active' | 'upcoming';

export function wordState(word: { start: number; end: number }, time: number): WordState {
  const t = time + LOOKAHEAD_SECONDS;
  if (t >= word.start && time < word.end) return 'active';
  return time >= word.end ? 'sung' : 'upcoming';
}

/** The line being sung (with lookahead), or -1 before the first. */
export function activeLineIndex(lines: readonly TimedLine[], time: number): number {
  const t = time + LOOKAHEAD_SECONDS;
  let index = -1;
  lines.forEach((line, i) => {
    if (t >= line.start) index = i;
  });
  return index;
}
