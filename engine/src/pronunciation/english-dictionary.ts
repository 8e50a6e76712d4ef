import { readFileSync } from 'node:fs';

/**
 * The words of the CMU Pronouncing Dictionary (cmu-pronouncing-dictionary, ISC): the lexicon the
 * English voice (flite's cmulex) is built from. A word outside it the voice reads by letter-to-sound
 * rules, which mangle names of other languages (Loredana, Wincenty); a word in it (Katharina,
 * Theresa, Jonas) it reads as Americans say it.
 *
 * The package is one ES module of 135,000 entries; only its words are needed, so its text is read
 * as data (each entry a `"word": "PHONES",` line) rather than imported, which also keeps it out of
 * the module graph of jest and of the render workers until a name needs it. Loaded once, on first use.
 */
let words: ReadonlySet<string> | undefined;

const ENTRY = /^ {2}"([^"]+)":/gm;

export function isEnglishDictionaryWord(word: string): boolean {
  words ??= loadWords();
  return words.has(word.toLowerCase());
}

function loadWords(): ReadonlySet<string> {
  const text = readFileSync(require.resolve('cmu-pronouncing-dictionary/index.js'), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(ENTRY)) found.add(match[1]!);
  // A broken read would silently send every name to another language: fail loudly instead.
  if (found.size < 100_000) throw new Error(`cmu-pronouncing-dictionary: read ${found.size} words, expected about 135,000`);
  return found;
}
