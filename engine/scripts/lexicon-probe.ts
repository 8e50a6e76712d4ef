/**
 * Dev probe: every name of the world-names lexicon with the phones it is sung with (alone, and in a
 * crew of its language for names English shares), to review the data language by language.
 *   node … scripts/lexicon-probe.ts [language …]
 */
import { defaultPronunciation } from '../src/pronunciation/pronunciation';
import type { Language } from '../src/pronunciation/spelling-rules';
import { worldLexicon } from '../src/pronunciation/world-lexicon';

const only = new Set(process.argv.slice(2));
for (const [name, entries] of worldLexicon().entries) {
  for (const e of entries) {
    if (e.language === 'english' || (only.size > 0 && !only.has(e.language))) continue;
    const sung = defaultPronunciation(name, e.use === 'crew' ? (e.language as Language) : undefined);
    console.log(`${e.language}\t${e.use}\t${name}\t${sung ? sung.phones.join(' ') : '(English reading)'}`);
  }
}
