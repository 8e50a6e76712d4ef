import { EmptyLyricsError } from './errors';

/**
 * Reads lyrics back the way a person edits them: `[Section]` headers, one sung line per text line,
 * blank lines ignored. A "word" is a whitespace-separated token that contains a letter or digit;
 * it is kept exactly as written (punctuation included) so karaoke shows the lyrics verbatim.
 */
export interface LyricLine {
  section: string;
  sectionKind: SectionKind;
  text: string;
  words: string[];
}

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro' | 'other';

export interface ParsedLyrics {
  lines: LyricLine[];
  sections: { title: string; kind: SectionKind; lines: LyricLine[] }[];
}

const HEADER = /^\s*\[([^\]]{1,40})\]\s*$/;

export function sanitizeLyrics(text: string): string {
  return text
    .normalize('NFC')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, (ch) => (ch === '\n' ? '\n' : ch === '\t' ? ' ' : ''));
}

export function sectionKindOf(title: string): SectionKind {
  const t = title.toLowerCase();
  if (t.includes('intro')) return 'intro';
  if (t.includes('chorus') || t.includes('hook')) return 'chorus';
  if (t.includes('bridge') || t.includes('break') || t.includes('dance')) return 'bridge';
  if (t.includes('outro') || t.includes('end')) return 'outro';
  if (t.includes('verse') || t.includes('rap')) return 'verse';
  return 'other';
}

export function wordsOf(line: string): string[] {
  return line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

export function parseLyrics(text: string): ParsedLyrics {
  const sections: ParsedLyrics['sections'] = [];
  let current: ParsedLyrics['sections'][number] | undefined;
  for (const raw of sanitizeLyrics(text ?? '').split('\n')) {
    const header = HEADER.exec(raw);
    if (header) {
      const title = header[1]!.trim();
      current = { title, kind: sectionKindOf(title), lines: [] };
      sections.push(current);
      continue;
    }
    const words = wordsOf(raw);
    if (words.length === 0) continue;
    if (!current) {
      current = { title: 'Verse', kind: 'verse', lines: [] };
      sections.push(current);
    }
    current.lines.push({ section: current.title, sectionKind: current.kind, text: raw.trim(), words });
  }
  const nonEmpty = sections.filter((s) => s.lines.length > 0);
  const lines = nonEmpty.flatMap((s) => s.lines);
  if (lines.length === 0) throw new EmptyLyricsError();
  return { lines, sections: nonEmpty };
}
