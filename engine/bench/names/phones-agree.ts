/**
 * How near the phones a name is sung with come to the phones a listener expects, without audio: for
 * each name of a names file, the default pronunciation (alone, and in its crew of up to 4 names of
 * its language as the --crews bench makes them) or, with none, what the voice says for the word; then
 * the phone edit distance to the expected phones (stress not counted). Fast, for finding why names fail.
 *   BENCH_NAMES_FILE=bench/names/world-names-unseen.tsv node … bench/names/phones-agree.ts [--crews] [--all]
 * Prints per language the share of names read exactly (and within one phone), then the names off by
 * more than one phone (--all: every name).
 */
import { crewLanguage, defaultPronunciation } from '../../src/pronunciation/pronunciation';
import { phonesSaid } from '../../src/vocals/flite';
import { namesFilePath, readNamesFile, LINE_VOICES } from '../../src/testing/names-heard';

const bare = (phones: readonly string[]): string[] => phones.map((p) => p.replace(/\d/g, ''));

function distance(a: readonly string[], b: readonly string[]): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const names = readNamesFile(process.env.BENCH_NAMES_FILE ?? namesFilePath());
const crews = process.argv.includes('--crews');
const byLanguage = new Map<string, { n: number; exact: number; near: number }>();
const off: string[] = [];
for (const n of names) {
  const same = names.filter((o) => o.language === n.language && o.set === n.set);
  const at = same.indexOf(n);
  const crew = crews ? crewLanguage(same.slice(at - (at % 4), at - (at % 4) + 4).map((o) => o.name)) : undefined;
  const said: string[] = [];
  const sources: string[] = [];
  for (const word of n.name.trim().split(/\s+/)) {
    const d = defaultPronunciation(word, crew);
    said.push(...(d ? bare(d.phones) : phonesSaid(word, { voice: LINE_VOICES[0]!.voice, f0: LINE_VOICES[0]!.hz })).map((p) => (p === 'ax' ? 'AH' : p.toUpperCase())));
    sources.push(d?.source ?? 'voice');
  }
  const expected = bare(n.phones.split(/\s+/));
  const d = distance(said, expected);
  const c = byLanguage.get(n.language) ?? { n: 0, exact: 0, near: 0 };
  c.n++;
  if (d === 0) c.exact++;
  if (d <= 1) c.near++;
  byLanguage.set(n.language, c);
  if (d > 1 || process.argv.includes('--all')) off.push(`${n.name}\t${n.language}\t${sources.join('+')}${crew ? `(crew ${crew})` : ''}\td=${d}\tsaid ${said.join(' ')}\texpected ${expected.join(' ')}`);
}
let total = { n: 0, exact: 0, near: 0 };
for (const [language, c] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${language.padEnd(12)} exact ${c.exact}/${c.n}  within one phone ${c.near}/${c.n}`);
  total = { n: total.n + c.n, exact: total.exact + c.exact, near: total.near + c.near };
}
console.log(`TOTAL        exact ${total.exact}/${total.n} (${Math.round((100 * total.exact) / total.n)} %)  within one phone ${total.near}/${total.n} (${Math.round((100 * total.near) / total.n)} %)`);
console.log(off.join('\n'));
