import { InvalidSongInputError } from './catalog.errors';

/** A name's "sounds like" spelling: what the voice sings; lyrics and karaoke show the name as written. */
export interface NamePronunciation {
  name: string;
  soundsLike: string;
}

export const MAX_SOUNDS_LIKE_LENGTH = 60;
/** Letters of any script, spaces, hyphens and apostrophes (openapi.yaml's pattern). */
const SOUNDS_LIKE = /^[\p{L}\p{M}' -]+$/u;

export function soundsLikeProblem(spelling: string): string | null {
  const text = spelling.trim();
  if (text.length === 0 || text.length > MAX_SOUNDS_LIKE_LENGTH || !SOUNDS_LIKE.test(text) || !/\p{L}/u.test(text)) {
    return `Invalid Pronunciation: "sounds like" spellings use letters, spaces, hyphens and apostrophes (1–${MAX_SOUNDS_LIKE_LENGTH} characters).`;
  }
  return null;
}

/**
 * The spellings a song keeps: one per name of the song (matched case-insensitively), trimmed;
 * blank spellings mean "no spelling" and are dropped. Throws a 400-class error otherwise.
 */
export function parsePronunciations(input: readonly NamePronunciation[] | undefined | null, names: readonly string[]): NamePronunciation[] {
  const known = new Map(names.map((n) => [n.trim().toLocaleLowerCase(), n.trim()]));
  const out = new Map<string, NamePronunciation>();
  for (const entry of input ?? []) {
    const soundsLike = entry.soundsLike.trim().replace(/ +/g, ' ');
    if (soundsLike === '') continue;
    const problem = soundsLikeProblem(soundsLike);
    if (problem) throw new InvalidSongInputError(problem, 'invalid_pronunciation');
    const name = known.get(entry.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
    if (!name) throw new InvalidSongInputError(`Invalid Pronunciation: "${entry.name.slice(0, 40)}" is not one of the song's names.`, 'invalid_pronunciation');
    out.set(name.toLocaleLowerCase(), { name, soundsLike });
  }
  return [...out.values()];
}
