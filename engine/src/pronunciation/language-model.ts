import { hasSyllableShape, signScores, type Language } from './spelling-rules';
import type { WorldLexicon } from './world-lexicon';
import { isEnglishDictionaryWord } from './english-dictionary';

/**
 * A name's likely language from its letters, learnt from the lexicon of world names: letter
 * n-grams of 2–4 letters counted per language (and for the English names), naive Bayes with a uniform prior.
 * It speaks only when one language is ahead of English and of most other languages, so
 * a name the lexicon does not list ("Alessia") can still be read like its neighbours ("Alessandra").
 */
interface Model {
  classes: { language: Language | 'english'; counts: Map<string, number>; total: number }[];
  vocabulary: number;
}

/**
 * How far (natural log) the best language must be ahead of English, and its share among the
 * languages. Any continental reading of an unlisted foreign name is heard better than English
 * letter-to-sound rules, so the best language need not be far ahead of its neighbours (Valentina
 * read as Slavic comes out as it does in Spanish); English names are kept apart by the English
 * names the model learns and by the English shapes pronunciation.ts checks first. A margin of 3
 * (e^3, twenty times likelier) is enough: a name alone (no crew to tell its language) whose letters
 * are that much likelier foreign than English is heard better read by that language (Ruggero, Meera,
 * Lefteris); nearer than that, the voice reads it.
 */
const AHEAD_OF_ENGLISH = 3;
/**
 * The margin for a word in the English voice's own dictionary (english-dictionary.ts): the voice
 * says it as Americans do, so only letters far likelier foreign take it from the voice. With the
 * lexicon's names of every language the model leans foreign, and at e^3 Gerald, Baldwin, Seymour
 * and Underwood were read as German or Turkish; at e^6 they are not, and the foreign names read
 * stay the same but a few.
 */
const AHEAD_OF_ENGLISH_KNOWN_WORD = 6;
/** The margin when the word also shows a weak sign (at least WEAK_SIGN, below a sign's own threshold) of that language. */
const AHEAD_OF_ENGLISH_SIGNED = 1;
const WEAK_SIGN = 1;
const MIN_SHARE = 0.4;
const SMOOTHING = 0.5;

/** Letter n-grams of 2 to 4 letters, the word padded at its start and end (4-grams tell "-ette" from "-etta"; 2-grams keep rare spellings scored). */
const ngrams = (word: string): string[] => {
  const out: string[] = [];
  for (let n = 2; n <= 4; n++) {
    const padded = `${'^'.repeat(n - 1)}${word}$`;
    for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n));
  }
  return out;
};

let model: Model | undefined;

function train(lexicon: WorldLexicon, englishNames: Iterable<string>): Model {
  const byLanguage = new Map<Language | 'english', Map<string, number>>();
  const vocabulary = new Set<string>();
  const count = (language: Language | 'english', word: string) => {
    const counts = byLanguage.get(language) ?? new Map<string, number>();
    for (const t of ngrams(word)) {
      counts.set(t, (counts.get(t) ?? 0) + 1);
      vocabulary.add(t);
    }
    byLanguage.set(language, counts);
  };
  for (const [name, entries] of lexicon.entries) for (const e of entries) if (e.written === name) count(e.language, name);
  // English letters are learnt from the English names the voice's dictionary knows: the newer spellings it lacks (Brynlee, Keisha)
  // are too varied to teach them and spread the English counts thin (listed, they are still the voice's). With the 93 of them the
  // lexicon lists, 103 more of an American word list's 10,033 capitalised words were read foreign.
  for (const name of [...lexicon.english, ...englishNames]) if (isEnglishDictionaryWord(name)) count('english', name);
  const classes = [...byLanguage].map(([language, counts]) => ({ language, counts, total: [...counts.values()].reduce((a, b) => a + b, 0) }));
  return { classes, vocabulary: vocabulary.size };
}

/** Each language's log-likelihood for the word's letters (best first), and English's. */
export interface LetterScores {
  english: number;
  languages: { language: Language; score: number }[];
}

export function languageScores(word: string, lexicon: WorldLexicon, englishNames: Iterable<string>): LetterScores {
  model ??= train(lexicon, englishNames);
  const grams = ngrams(word);
  const scores = model.classes.map((c) => {
    let score = 0;
    for (const t of grams) score += Math.log(((c.counts.get(t) ?? 0) + SMOOTHING) / (c.total + SMOOTHING * model!.vocabulary));
    return { language: c.language, score };
  });
  const english = scores.find((s) => s.language === 'english')?.score ?? -Infinity;
  // Only languages whose syllables the word is made of: Thangam is not Vietnamese, however its "tha" and "ang" look, but Tamil.
  const languages = scores
    .filter((s): s is { language: Language; score: number } => s.language !== 'english' && hasSyllableShape(word, s.language))
    .sort((a, b) => b.score - a.score);
  return { english, languages };
}

/** The likely language of a name word the lexicon does not list, from its letter scores (languageScores), or undefined (English-looking, or unclear). */
export function likelyLanguage(word: string, { english, languages }: LetterScores, { voiceKnowsIt = false } = {}): Language | undefined {
  const best = languages[0];
  if (!best) return undefined;
  // A weak sign of the same language (too weak to count on its own) and the letters agreeing need a smaller margin (Jimena's ^j is Spanish).
  const signed = (signScores(word).get(best.language) ?? 0) >= WEAK_SIGN;
  if (best.score - english < (voiceKnowsIt ? AHEAD_OF_ENGLISH_KNOWN_WORD : signed ? AHEAD_OF_ENGLISH_SIGNED : AHEAD_OF_ENGLISH)) return undefined;
  const share = 1 / languages.reduce((sum, s) => sum + Math.exp(s.score - best.score), 0);
  return share >= MIN_SHARE ? best.language : undefined;
}
