import { InvalidRenderRequestError } from '../errors';
import type { NamePronunciation } from '../types';
import { guessLanguage, isVowel, phonesByRules, type Language } from './spelling-rules';
import { WORLD_NAMES } from './world-lexicon';

/**
 * What the voice sings for a name, while lyrics and karaoke keep the name as written. A user's
 * "sounds like" spelling wins (sung as text); otherwise a name of the world gets its default
 * pronunciation as phones (the lexicon of common names, else its language's spelling rules), sung
 * exactly: the word is replaced by a stand-in token that flite finds in a lexicon addenda giving
 * those phones. English names and names with no sign of another language are left to the voice.
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

export interface DefaultPronunciation {
  /** ARPAbet phones with stress digits ("N G OW1 Z IY0"). */
  phones: string[];
  /** Where they came from: the lexicon of common names, or the rules of the guessed language. */
  source: 'lexicon' | Language;
}

const withoutMarks = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
const LEXICON = new Map<string, string>();
for (const [name, phones] of Object.entries(WORLD_NAMES)) {
  LEXICON.set(name.normalize('NFC'), phones);
  if (!LEXICON.has(withoutMarks(name))) LEXICON.set(withoutMarks(name), phones);
}

/** The default pronunciation of one name word, or undefined when the voice's own reading stands. */
export function defaultPronunciation(word: string): DefaultPronunciation | undefined {
  const key = word.normalize('NFC').trim().toLocaleLowerCase();
  const listed = LEXICON.get(key) ?? LEXICON.get(withoutMarks(key));
  if (listed) return { phones: listed.split(' '), source: 'lexicon' };
  const language = guessLanguage(key);
  if (!language) return undefined;
  const phones = phonesByRules(key, language);
  return phones.some(isVowel) ? { phones, source: language } : undefined;
}

/**
 * The spoken forms of a song's name words (lower-case word as written → text for the voice), and
 * the flite lexicon entries (stand-in token → phones) that the default pronunciations need.
 */
export class SpokenNames extends Map<string, string> {
  readonly lexicon = new Map<string, string>();
}

/** The flite lexicon entries a map of spoken name words carries (none for a plain map). */
export function fliteLexiconOf(nameWords: ReadonlyMap<string, string>): ReadonlyMap<string, string> | undefined {
  return nameWords instanceof SpokenNames && nameWords.lexicon.size > 0 ? nameWords.lexicon : undefined;
}

const STAND_IN_CONSONANTS = 'bdklmnptvz';
const STAND_IN_VOWELS = 'aio';

/**
 * A made-up word standing for the phones: as many syllables as they have (the melody gives a name
 * one note per syllable), letters flite takes as a pronounceable word, and the same token for the
 * same phones (FNV-1a hash), so a song renders the same every time.
 */
export function standInToken(phones: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of phones.join(' ')) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  const syllables = Math.max(1, phones.filter(isVowel).length);
  let token = '';
  for (let i = 0; i < syllables; i++) {
    token += STAND_IN_CONSONANTS[hash % 10]! + STAND_IN_VOWELS[Math.floor(hash / 10) % 3]!;
    hash = Math.imul(hash ^ (i + 1), 0x01000193) >>> 0;
  }
  return token + STAND_IN_CONSONANTS[hash % 10]!;
}

/**
 * What the voice sings for each word of each name (lower-case word as written → spelling).
 * Multi-word names map word by word; extra spelled words go to the name's last word.
 */
export function spokenNameWords(names: readonly string[], given: readonly NamePronunciation[] = []): SpokenNames {
  const byName = new Map(given.map((p) => [p.name.trim().toLocaleLowerCase(), validateSoundsLike(p.soundsLike)]));
  const out = new SpokenNames();
  for (const name of names) {
    const written = name.trim().split(/\s+/);
    const spelling = byName.get(name.trim().toLocaleLowerCase());
    if (!spelling) {
      // No spelling from the user: each word's default pronunciation, if it has one.
      for (const word of written) setDefault(out, word);
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

function setDefault(out: SpokenNames, word: string): void {
  const key = word.toLocaleLowerCase();
  if (out.has(key)) return;
  const pronunciation = defaultPronunciation(word);
  if (!pronunciation) return;
  const token = standInToken(pronunciation.phones);
  const phones = pronunciation.phones.join(' ').toLowerCase();
  out.set(key, token);
  out.lexicon.set(token, phones);
  // The possessive ("Ngozi's") is its own token to flite.
  out.lexicon.set(`${token}'s`, `${phones} z`);
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
