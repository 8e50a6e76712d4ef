import { transliterate } from './transliterate';

/** English-ish syllable estimate: vowel groups, minus a silent final "e", at least one. */
export function countSyllables(word: string): number {
  const w = transliterate(word).toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 1;
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function countLineSyllables(line: string): number {
  return line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).reduce((sum, w) => sum + countSyllables(w), 0);
}
