import type { Language } from './spelling-rules';
import type { WorldLexicon } from './world-lexicon';

/**
 * A name's likely language from its letters, learnt from the lexicon of world names: letter
 * trigrams counted per language (and for the English names), naive Bayes with a uniform prior.
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
 * names the model learns and by the English shapes pronunciation.ts checks first.
 */
const AHEAD_OF_ENGLISH = 3;
const MIN_SHARE = 0.4;
const SMOOTHING = 0.5;

const trigrams = (word: string): string[] => {
  const padded = `^^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

let model: Model | undefined;

function train(lexicon: WorldLexicon, englishNames: Iterable<string>): Model {
  const byLanguage = new Map<Language | 'english', Map<string, number>>();
  const vocabulary = new Set<string>();
  const count = (language: Language | 'english', word: string) => {
    const counts = byLanguage.get(language) ?? new Map<string, number>();
    for (const t of trigrams(word)) {
      counts.set(t, (counts.get(t) ?? 0) + 1);
      vocabulary.add(t);
    }
    byLanguage.set(language, counts);
  };
  for (const [name, entries] of lexicon.entries) for (const e of entries) if (e.written === name) count(e.language, name);
  for (const name of lexicon.english) count('english', name);
  for (const name of englishNames) count('english', name);
  const classes = [...byLanguage].map(([language, counts]) => ({ language, counts, total: [...counts.values()].reduce((a, b) => a + b, 0) }));
  return { classes, vocabulary: vocabulary.size };
}

/** The likely language of a name word the lexicon does not list, or undefined (English-looking, or unclear). */
export function likelyLanguage(word: string, lexicon: WorldLexicon, englishNames: Iterable<string>): Language | undefined {
  model ??= train(lexicon, englishNames);
  const grams = trigrams(word);
  const scores = model.classes.map((c) => {
    let score = 0;
    for (const t of grams) score += Math.log(((c.counts.get(t) ?? 0) + SMOOTHING) / (c.total + SMOOTHING * model!.vocabulary));
    return { language: c.language, score };
  });
  const english = scores.find((s) => s.language === 'english')?.score ?? -Infinity;
  const languages = scores.filter((s) => s.language !== 'english').sort((a, b) => b.score - a.score);
  const best = languages[0];
  if (!best || best.score - english < AHEAD_OF_ENGLISH) return undefined;
  const share = 1 / languages.reduce((sum, s) => sum + Math.exp(s.score - best.score), 0);
  return share >= MIN_SHARE ? (best.language as Language) : undefined;
}
