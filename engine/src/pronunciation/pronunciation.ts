import { InvalidRenderRequestError } from '../errors';
import type { NamePronunciation } from '../types';
import { commonEnglishNames, endsAsWritten, ENGLISH_SHAPE, guessLanguage, hasSyllableShape, isCommonEnglishName, isVowel, languagesWritingMarks, phonesByRules, readableAs, signScores, writtenBy, type Language } from './spelling-rules';
import { languageScores, likelyLanguage, type LetterScores } from './language-model';
import { lexiconEntries, withoutMarks, worldLexicon } from './world-lexicon';
import { transliterate } from '../transliterate';
import { isEnglishDictionaryWord } from './english-dictionary';

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
  /** Where they came from: phones listed in the lexicon of common names, or the rules of the name's language. */
  source: 'lexicon' | Language;
}

/**
 * The default pronunciation of one name word, or undefined when the voice's own reading stands.
 * In order: phones the lexicon gives explicitly; nothing for a common English name; the lexicon's
 * language for the name (the crew's language first, then a name listed for every crew); the
 * language its letters show; and for a name with no sign at all, the crew's language when the
 * crew's other names make it clear (see crewLanguage).
 */
export function defaultPronunciation(word: string, crew?: Language): DefaultPronunciation | undefined {
  // A name in Chinese characters is sung as its Pinyin, so it takes the Pinyin's pronunciation (王 as Wang).
  const written = /\p{Script=Han}/u.test(word) ? transliterate(word) : word;
  const key = written.normalize('NFC').trim().toLocaleLowerCase();
  const lexicon = worldLexicon();
  const { english } = lexicon;
  const listed = lexiconEntries(lexicon, key);
  const explicit = listed.find((e) => e.use === 'always' && e.phones && (e.language === crew || !listed.some((o) => o.language === crew)));
  if (explicit?.phones) return { phones: explicit.phones, source: 'lexicon' };
  if (english.has(key) || isCommonEnglishName(key)) return undefined;
  const entry = listed.find((e) => e.language === crew) ?? listed.find((e) => e.use === 'always');
  if (entry && entry.language !== 'english') {
    if (entry.phones) return { phones: entry.phones, source: 'lexicon' };
    // Found only without the marks the user typed ("Lukáš" finds Lukas, "Lucía" finds Lúcia): the typed marks say more than the listed spelling.
    if (key !== entry.written && withoutMarks(key) !== key) return byRules(key, guessLanguage(key) ?? entry.language);
    return byRules(entry.written, entry.language);
  }
  // A name the lexicon shares with English keeps to its signs; an unlisted one may take the crew's language, else the letters' likely one.
  const unlisted = listed.length === 0;
  const signed = guessLanguage(key, !unlisted);
  if (signed && crew && unlisted && crewOutweighsSign(key, crew, signed)) return byRules(key, crew);
  const language = signed ?? (!unlisted ? undefined : crew && readableAs(key, crew) ? crew : readingByLetters(key));
  return language ? byRules(key, language) : undefined;
}

/** How strong a sign must be to stand against the crew's language. */
const CREW_OUTWEIGHS_SIGN = 3;

/**
 * A crew that clearly speaks one language outweighs a weak sign of another in an unlisted name, when
 * that language can read and write the name and its letters lean to it (Kálmán among Hungarian
 * names is not Irish for its -án).
 */
function crewOutweighsSign(key: string, crew: Language, signed: Language): boolean {
  if (signed === crew || !readableAs(key, crew) || !writtenBy(key, crew)) return false;
  return (signScores(key).get(signed) ?? 0) < CREW_OUTWEIGHS_SIGN && lettersPrefer(key, crew, signed);
}
/** Whether the word's letters look more like names of `a` than of `b` (the language model's scores). */
const lettersPrefer = (key: string, a: Language, b: Language): boolean => {
  const { languages } = letterScores(key);
  const score = (l: Language) => languages.find((s) => s.language === l)?.score ?? -Infinity;
  return score(a) > score(b);
};

const LETTERS_MIN_LENGTH = 3;

/**
 * Whether the letters may tell the language at all: two letters are too few ("to", "Jo"), an
 * English-looking name stays with the voice, as do words with an apostrophe (English contractions,
 * O'Brien): the model learnt no names with one.
 */
const lettersCanTell = (key: string): boolean => key.length >= LETTERS_MIN_LENGTH && !ENGLISH_SHAPE.test(key) && !/['’]/.test(key);

/** Whether a language's rules can read the word, the language writes its marked letters (Aladár is not Arabic), and it is not Italian for a name ending in a consonant (Frazier). */
const readsAsWritten = (key: string, language: Language): boolean => readableAs(key, language) && writtenBy(key, language) && endsAsWritten(key, language);

const letterScores = (key: string): LetterScores => languageScores(key, worldLexicon(), commonEnglishNames());

/**
 * An unlisted name's language from its letters alone, in order: the letters' model; a continental
 * ending; a language at least as likely as English for a word the voice does not know. The model's
 * scores are computed once for all three.
 */
function readingByLetters(key: string): Language | undefined {
  if (!lettersCanTell(key)) return undefined;
  const scores = letterScores(key);
  return lettersLanguageFrom(key, scores) ?? continentalReading(key, scores) ?? unknownWordReading(key, scores);
}

/** The language the letters of an unlisted name suggest (the language model), if its rules can read it and it does not look English. */
function lettersLanguage(key: string): Language | undefined {
  return lettersCanTell(key) ? lettersLanguageFrom(key, letterScores(key)) : undefined;
}

function lettersLanguageFrom(key: string, scores: LetterScores): Language | undefined {
  const language = likelyLanguage(key, scores, { voiceKnowsIt: isEnglishDictionaryWord(key) });
  if (language && readsAsWritten(key, language)) return language;
  // Marked letters are a sign of their own: the likeliest language that writes them all (English names the voice knows have none).
  const writing = languagesWritingMarks(key);
  if (writing.length === 0 || worldLexicon().english.has(withoutMarks(key))) return undefined;
  return scores.languages.find((l) => writing.includes(l.language) && hasSyllableShape(key, l.language))?.language;
}

/** An unlisted name ending as the continent's names do and English ones rarely do: a consonant, then -a, -o or -i (Loredana, Honorata). */
const CONTINENTAL_ENDING = /[^aeiouy][aoi]$/;
/** English names of three syllables and more ending so (Angelica, Theresa) are listed as English; shorter ones are too many (Karla, Marla). */
const CONTINENTAL_MIN_SYLLABLES = 3;
const VOWEL_GROUPS = /[aeiouáéíóúàèìòùâêôãõäöüőűąęăî]+/gu;
/** The languages whose rules read such a name as a European listener expects: every vowel said, a as AA (Margareta, Katharina). */
const CONTINENTAL = new Set<Language>(['italian', 'spanish', 'portuguese', 'polish', 'czech', 'slavic', 'romanian', 'german', 'scandinavian', 'finnish', 'hungarian', 'greek', 'dutch']);

/**
 * A reading for an unlisted name of three or more syllables that ends in a consonant and -a, -o or -i
 * and that the letters' model leaves to the voice: the likeliest European language that can read it.
 * English letter-to-sound rules mangle such names (Loredana as "lord-anna", Honorata as "on-ur-ata",
 * Smaranda as "smar-anda"), while any continental reading is near what their owners say. A y is
 * English spelling (Makayla, Skyla), so a name with one stays with the voice.
 */
function continentalReading(key: string, { languages }: LetterScores): Language | undefined {
  if (!CONTINENTAL_ENDING.test(key) || /y/.test(key) || (key.match(VOWEL_GROUPS) ?? []).length < CONTINENTAL_MIN_SYLLABLES) return undefined;
  return languages.find((l) => CONTINENTAL.has(l.language) && readsAsWritten(key, l.language))?.language;
}

/**
 * A reading for an unlisted name the English voice does not know (it is not in the dictionary its
 * lexicon is built from, so it would read it by letter-to-sound rules), when the letters' model
 * finds a language at least as likely as English: that language's rules are nearer what its owner
 * says than English letter-to-sound (Loukas, Marcelin, Ilario). A y is English spelling (Jaylen,
 * Brynlee, Oaklynn), so a name with one stays with the voice.
 */
function unknownWordReading(key: string, { english, languages }: LetterScores): Language | undefined {
  if (/y/.test(key) || isEnglishDictionaryWord(key) || isEnglishDictionaryWord(withoutMarks(key))) return undefined;
  return languages.find((l) => l.score >= english && readsAsWritten(key, l.language))?.language;
}

function byRules(key: string, language: Language): DefaultPronunciation | undefined {
  const phones = phonesByRules(key, language);
  return phones.some(isVowel) ? { phones, source: language } : undefined;
}

/** How many of a crew's names must show a language (and at least this share of them) before it counts. */
const CREW_MIN_NAMES = 2;
const CREW_MIN_SHARE = 0.5;

/**
 * The crew's language when its names say so clearly: at least two of them, and at least half of
 * the crew, are listed in the lexicon for that language alone or carry its signs (or, unlisted,
 * its letters' likely language), and no other
 * language is shown as often. A crew of Giulia, Matteo, Chiara and Beatrice is Italian, so
 * Beatrice is sung as Italian there (alone, Beatrice is an English name).
 */
export function crewLanguage(names: readonly string[]): Language | undefined {
  const words = names.flatMap((n) => n.trim().split(/\s+/)).filter((w) => /\p{L}/u.test(w));
  const lexicon = worldLexicon();
  const { english } = lexicon;
  const counts = new Map<Language, number>();
  for (const word of words) {
    const key = word.normalize('NFC').toLocaleLowerCase();
    if (english.has(key) || isCommonEnglishName(key)) continue;
    const listed = lexiconEntries(lexicon, key).filter((e) => e.use === 'always' && e.language !== 'english');
    const shown = new Set<Language>(listed.map((e) => e.language as Language));
    if (shown.size === 0) {
      // No listed language: the signs, else (for a name the lexicon does not list at all) the letters' likely language.
      const unlisted = lexiconEntries(lexicon, key).length === 0;
      const guessed = guessLanguage(key, !unlisted) ?? (unlisted ? lettersLanguage(key) : undefined);
      if (guessed) shown.add(guessed);
    }
    for (const language of shown) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < CREW_MIN_NAMES || best[1] < CREW_MIN_SHARE * words.length || (second && second[1] === best[1])) return undefined;
  return best[0];
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
  const crew = crewLanguage(names);
  for (const name of names) {
    const written = name.trim().split(/\s+/);
    const spelling = byName.get(name.trim().toLocaleLowerCase());
    if (!spelling) {
      // No spelling from the user: each word's default pronunciation, if it has one.
      for (const word of written) setDefault(out, word, crew);
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

function setDefault(out: SpokenNames, word: string, crew: Language | undefined): void {
  const key = word.toLocaleLowerCase();
  if (out.has(key)) return;
  const pronunciation = defaultPronunciation(word, crew);
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
