import { MAX_NAME_LENGTH, MAX_NAMES, splitNames } from '@boogy/contracts/song-names';
import { InvalidNameError, NamesRequiredError, TooManyNamesError } from './errors';
import { transliterate } from './transliterate';

// The list rule (how to split, how many, how long) is the contract's, shared with the screens.
export { MAX_NAME_LENGTH, MAX_NAMES, splitNames };

// Words we refuse to sing as a "name": the song is played at parties with children present.
const BLOCKED_NAME_WORDS = new Set(['fuck', 'shit', 'bitch', 'cunt', 'nigger', 'nigga', 'fag', 'faggot', 'whore', 'slut', 'dick', 'pussy', 'asshole', 'bastard', 'retard']);

/**
 * Cleans one name: strips markup, entities, control/format characters and emoji, keeps letters of
 * every script, digits, spaces, hyphens and apostrophes. Throws when nothing singable is left.
 */
export function cleanName(raw: string): string {
  if (raw.length > 200) throw new InvalidNameError(raw, `names can be at most ${MAX_NAME_LENGTH} characters.`);
  const cleaned = raw
    .normalize('NFC')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0E}\u{FE0F}\u{20E3}]/gu, '')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .replace(/[^\p{L}\p{M}\p{Nd}' .-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s'.-]+|[\s'.-]+$/g, '')
    .trim();
  if (!/\p{L}/u.test(cleaned)) {
    throw new InvalidNameError(raw, `"${truncate(raw)}" has no letters left once markup, emoji and symbols are removed.`);
  }
  if (cleaned.length > MAX_NAME_LENGTH) {
    throw new InvalidNameError(raw, `names can be at most ${MAX_NAME_LENGTH} characters ("${truncate(cleaned)}").`);
  }
  const words = transliterate(cleaned).toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => BLOCKED_NAME_WORDS.has(w))) {
    throw new InvalidNameError(raw, 'please use real names for the song.');
  }
  return cleaned;
}

/** Validates the list (1 to 20), cleans every name and drops case-insensitive duplicates. */
export function cleanNames(raw: readonly string[]): string[] {
  const nonEmpty = raw.map((n) => (typeof n === 'string' ? n.trim() : '')).filter((n) => n.length > 0);
  if (nonEmpty.length === 0) throw new NamesRequiredError();
  if (nonEmpty.length > MAX_NAMES) throw new TooManyNamesError();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of nonEmpty.map(cleanName)) {
    const key = name.toLocaleLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

function truncate(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
