import type { Schema } from '@boogy/contracts';
import { LOOKAHEAD_SECONDS, type TimedLine } from './karaoke';

export type DanceMove = Schema<'DanceMove'>;

/** One time a name is sung: the line it is in and when that line starts. */
export interface NameMoment {
  line: number;
  start: number;
}

/** A name with every moment it is sung and its dance move (when one was made for it). */
export interface NameEntry {
  name: string;
  moments: NameMoment[];
  move: DanceMove | null;
}

// Scripts written without spaces between words: there a name is matched anywhere in the line.
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\s]+$/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the name as a whole word, case-insensitively, in any script ("Ann" is not in "Anna"). */
export function namePattern(name: string): RegExp {
  const body = escapeRegExp(name.normalize('NFC')).replace(/\s+/g, '\\s+');
  if (UNSPACED.test(name)) return new RegExp(body, 'giu');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`, 'giu');
}

/** Trimmed names, each once (case-insensitively), in the order given. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((n) => n.trim())
    .filter((n) => {
      const key = n.normalize('NFC').toLocaleLowerCase();
      if (!n || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const sameName = (a: string, b: string) => a.normalize('NFC').toLocaleLowerCase() === b.normalize('NFC').toLocaleLowerCase();

/** When each name is sung: a line counts once per name, at the start of the word the name begins on. */
export function buildNameMap(names: readonly string[], lines: readonly TimedLine[], moves: readonly DanceMove[] = []): NameEntry[] {
  const texts = lines.map((line) => {
    const starts: number[] = [];
    let text = '';
    for (const word of line.words) {
      starts.push(text.length);
      text += `${word.word.normalize('NFC')} `;
    }
    return { text, starts };
  });
  return distinctNames(names).map((name) => {
    const pattern = namePattern(name);
    const moments: NameMoment[] = [];
    texts.forEach(({ text, starts }, index) => {
      pattern.lastIndex = 0;
      const match = pattern.exec(text);
      if (!match) return;
      // The word the match begins in (the last word starting at or before it).
      let word = 0;
      while (word + 1 < starts.length && (starts[word + 1] ?? Infinity) <= match.index) word++;
      const line = lines[index];
      moments.push({ line: index, start: line?.words[word]?.start ?? line?.start ?? 0 });
    });
    return { name, moments, move: moves.find((m) => sameName(m.name, name)) ?? null };
  });
}

/**
 * The moment to jump to for "jump to my line": the first one after the current line's time, else
 * the first (it comes round again), among those the listener may seek to.
 */
export function nextMoment(moments: readonly NameMoment[], time: number, seekableUntil = Infinity): NameMoment | null {
  const reachable = moments.filter((m) => m.start < seekableUntil);
  return reachable.find((m) => m.start > time + LOOKAHEAD_SECONDS) ?? reachable[0] ?? null;
}

/** The names sung most recently (all those of that line) up to the time: who is in the spotlight. */
export function spotlight(entries: readonly NameEntry[], time: number): NameEntry[] {
  const t = time + LOOKAHEAD_SECONDS;
  let latest = -1;
  for (const entry of entries) for (const m of entry.moments) if (m.start <= t && m.line > latest) latest = m.line;
  if (latest < 0) return [];
  return entries.filter((e) => e.moments.some((m) => m.line === latest));
}
