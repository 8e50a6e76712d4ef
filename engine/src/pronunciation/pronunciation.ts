import { InvalidRenderRequestError } from '../errors';
import type { NamePronunciation } from '../types';
import { DEFAULT_SOUNDS_LIKE } from './default-spellings';

/**
 * "Sounds like" spellings: what the voice sings for a name, while lyrics and karaoke keep the
 * name as written. A user's spelling wins; otherwise the shipped defaults apply.
 */
export type { NamePronunciation };
export const MAX_SOUNDS_LIKE_LENGTH = 60;
/** Letters of any script, spaces, hyphens and apostrophes; at least one letter. */
const SOUNDS_LIKE = /^[\p{L}\p{M}' -]+$/u;

/** The spelling, trimmed and with runs of spaces collapsed; throws a typed error when it is not singable text. */
export function validateSoundsLike(raw: string): string {
  const spelling = typeof raw === 'string' ? raw.normalize('NFC').trim().replace(/ +/g, ' ') : '';
  if (spelling.length === 0 || spelling.length > MAX_SOUNDS_LIKE_LENGTH || !SOUNDS_LIKE.test(spelling) || !/\p{L}/u.test(spelling)) {
    throw new InvalidRenderRequestError(
      `Invalid Pronunciation: "sounds like" spellings use letters, spaces, hyphens and apostrophes (1–${MAX_SOUNDS_LIKE_LENGTH} characters).`,
    );
  }
  return spelling;
}

/** The shipped default spelling of a name, if it has one. */
export function defaultSoundsLike(name: string): string | undefined {
  return DEFAULT_SOUNDS_LIKE[name.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase()];
}

/**
 * What the voice sings for each word of each name (lower-case word as written → spelling).
 * Multi-word names map word by word; extra spelled words go to the name's last word.
 */
export function spokenNameWords(names: readonly string[], given: readonly NamePronunciation[] = []): Map<string, string> {
  const byName = new Map(given.map((p) => [p.name.trim().toLocaleLowerCase(), validateSoundsLike(p.soundsLike)]));
  const out = new Map<string, string>();
  for (const name of names) {
    const written = name.trim().split(/\s+/);
    const spelling = byName.get(name.trim().toLocaleLowerCase());
    if (!spelling) {
      // No spelling from the user: the shipped defaults, for the whole name or word by word.
      const whole = defaultSoundsLike(name);
      if (whole && written.length === 1) out.set(written[0]!.toLocaleLowerCase(), whole);
      else for (const word of written) setDefault(out, word);
      continue;
    }
    const spoken = spelling.split(' ');
    written.forEach((word, i) => {
      const isLast = i === written.length - 1;
      const part = isLast ? spoken.slice(i).join(' ') : spoken[i];
      if (part) out.set(word.toLocaleLowerCase(), part);
    });
  }
  return out;
}

function setDefault(out: Map<string, string>, word: string): void {
  const spelling = defaultSoundsLike(word);
  if (spelling && !out.has(word.toLocaleLowerCase())) out.set(word.toLocaleLowerCase(), spelling);
}

/**
 * The lyric token's spelling for the voice when it is (one word of) a name, keeping a
 * possessive: "Siobhan's" → "shi-vawn's". Undefined for any other word.
 */
export function spokenFormOf(token: string, nameWords: ReadonlyMap<string, string>): string | undefined {
  if (nameWords.size === 0) return undefined;
  const { bare, possessive } = nameWordOf(token);
  const spoken = nameWords.get(bare);
  return spoken === undefined ? undefined : possessive ? `${spoken}'s` : spoken;
}

/** A lyric token as a name word: punctuation around it and a possessive 's dropped, lower case. */
export function nameWordOf(token: string): { bare: string; possessive: boolean } {
  const core = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const possessive = /['’]s$/iu.test(core);
  return { bare: (possessive ? core.slice(0, -2) : core).toLocaleLowerCase(), possessive };
}
