import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './spelling-rules';

/**
 * The lexicon of common world names (data/world-names.tsv): each name with its language, and the
 * phones where that language's spelling rules read it wrong. Read once, on the first name looked up.
 */
export interface LexiconEntry {
  /** The name as listed, with its diacritics (the rules read this spelling even when the user typed "Jose"). */
  written: string;
  language: Language | 'english';
  /** 'always': the default wherever the name is sung; 'crew': also an English name, so only in a crew of this language. */
  use: 'always' | 'crew';
  /** ARPAbet with stress digits; absent when the language's rules read the name right. */
  phones?: string[];
}

export interface WorldLexicon {
  /** Lower-case name as written (NFC) and without its diacritics → its entries, in file order. */
  entries: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** Common English names: the voice's own reading, never a default (not even in a crew). */
  english: ReadonlySet<string>;
}

export const LEXICON_FILE = join(__dirname, 'data', 'world-names.tsv');
export const withoutMarks = (word: string): string => word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');

let loaded: WorldLexicon | undefined;

export function worldLexicon(): WorldLexicon {
  loaded ??= parseLexicon(readFileSync(LEXICON_FILE, 'utf8'));
  return loaded;
}

/** The entries for a lower-case word: as written, then as listed without diacritics (explicit phones of "Siobhan" serve "Siobhán"). */
export function lexiconEntries(lexicon: WorldLexicon, key: string): readonly LexiconEntry[] {
  const exact = lexicon.entries.get(key) ?? [];
  const bare = withoutMarks(key);
  return bare === key ? exact : [...exact, ...(lexicon.entries.get(bare) ?? [])];
}

export function parseLexicon(text: string): WorldLexicon {
  const entries = new Map<string, LexiconEntry[]>();
  const english = new Set<string>();
  const add = (key: string, entry: LexiconEntry) => {
    const list = entries.get(key) ?? [];
    if (!list.some((e) => e.language === entry.language)) list.push(entry);
    entries.set(key, list);
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' || line.startsWith('#')) continue;
    const [rawName, language, use, phones] = line.split('\t');
    if (!rawName || !language || (use !== 'always' && use !== 'crew' && use !== 'english')) throw new Error(`world-names.tsv:${i + 1}: expected "name<TAB>language<TAB>always|crew|english[<TAB>phones]"`);
    const name = rawName.normalize('NFC').toLocaleLowerCase();
    if (use === 'english') {
      english.add(name);
      continue;
    }
    const entry: LexiconEntry = { written: name, language: language as LexiconEntry['language'], use, ...(phones ? { phones: phones.split(' ') } : {}) };
    add(name, entry);
    // Without diacritics too ("Jose" finds José); only names outside ASCII can carry them.
    if (/[^\x00-\x7f]/.test(name) && withoutMarks(name) !== name) add(withoutMarks(name), entry);
  }
  return { entries, english };
}
