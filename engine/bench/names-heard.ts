/**
 * Names heard (issue 16): for each set of names, one party song per style, both versions' 40 s
 * previews; pocketsphinx spots the names on each preview mix and in the bare speech of the same
 * lines. Prints mix/bare per style and version (names missed on the mix in brackets) and the totals;
 * then the stricter count (names spotted inside the line that sings them, against that line spoken
 * bare, and names "spotted" in lines that sing none: false alarms) per style and in total.
 * Sets: BENCH_NAME_SETS="A, B, C, D;E, F, G, H" (common English names, in pocketsphinx's dictionary).
 *   npm run bench:names
 */
import { compose, SONG_STYLES } from '../src';
import { renderVersion } from '../src/render/render-version';
import { namesHeardInBareSpeech, namesHeardInMp3, namesHeardInTheirLines, noNamesHeard, type NamesInTheirLines } from '../src/testing/song-metrics';
async function main() {
  const sets = (process.env.BENCH_NAME_SETS ?? 'Rebecca, Andrew, Melissa, Joshua;Hannah, Justin, Stephanie, Brandon').split(';').map((s) => s.split(',').map((n) => n.trim()));
  let mixT = 0, bareT = 0, total = 0, worse = 0;
  const strict = new Map<string, NamesInTheirLines>();
  const add = (key: string, r: NamesInTheirLines) => {
    const t = strict.get(key) ?? noNamesHeard();
    for (const k of Object.keys(t) as (keyof NamesInTheirLines)[]) t[k] += r[k];
    strict.set(key, t);
  };
  for (const names of sets) {
    const row: string[] = [];
    for (const style of SONG_STYLES) {
      const seed = 4321;
      const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
      for (const version of [1, 2] as const) {
        const track = renderVersion({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true });
        const lines = track.timestampedLyrics.filter((l) => l.end <= 40);
        const sung = names.filter((n) => lines.some((l) => l.words.some((w) => w.word.includes(n))));
        const [mix, bare, inLines] = await Promise.all([namesHeardInMp3(track.previewMp3, sung), namesHeardInBareSpeech(lines, sung), namesHeardInTheirLines(track.previewMp3, lines, names)]);
        add(`${style} v${version}`, inLines);
        add('TOTAL', inLines);
        mixT += mix.length; bareT += bare.length; total += sung.length; if (mix.length < bare.length) worse++;
        row.push(`${style} v${version} ${mix.length}/${bare.length}${mix.length < bare.length ? '(' + sung.filter((n) => !mix.includes(n)).join('') + ')' : ''}`);
      }
    }
    console.log(names.join(','), '|', row.join('  '));
  }
  console.log(`TOTAL mix ${mixT}/${total}, bare ${bareT}/${total}, pairs where mix < bare: ${worse}`);
  console.log('names spotted inside the line that sings them (mix / bare / mix played at the bare speech\'s level), and false alarms in lines without a name:');
  for (const [key, r] of [...strict].sort(([a], [b]) => Number(a === 'TOTAL') - Number(b === 'TOTAL'))) console.log(`${key.padEnd(11)} ${r.mix}/${r.sung} / ${r.bare}/${r.sung} / ${r.mixAtBareLevel}/${r.sung}   false alarms ${r.mixFalse}/${r.checked} / ${r.bareFalse}/${r.checked} / ${r.mixAtBareLevelFalse}/${r.checked}`);
}
void main();
