/**
 * Names heard as expected: pocketsphinx listens for each name by the pronunciation a listener of
 * that name expects (a names file: name, language, set, ARPAbet phones; or BENCH_NAME_SETS of
 * words in its dictionary), counts a name only when spotted where it is sung (its word timing
 * ± 0.4 s), and reports a chance level from the same windows shifted by 3–9 s. A name it cannot
 * score stops the run, named.
 *   npm run bench:names                      quick: every name of the file sung by singName in a carrier line, both voices
 *   npm run bench:names -- --crews           quick, each name sung with a crew of up to 4 names of its language from the file
 *                                            (its neighbours in the file), as a song for that crew would sing it
 *   npm run bench:names -- --songs           full songs: crews of held-out names, previews of both versions
 *   npm run bench:names -- --lines           the strict count on party previews of every style: names spotted inside the
 *                                            line that sings them (mix / bare speech), false alarms in lines without one
 *                                            (BENCH_NAME_SETS of dictionary words, default two sets of common English names)
 * BENCH_NAMES_FILE (default bench/names/world-names.tsv), BENCH_NAME_SETS="A, B;C, D" (dictionary words),
 * BENCH_SETS=held (which rows of the file), BENCH_STYLES=hip-hop,wedding (songs mode).
 */
import { compose, SONG_STYLES, type SongStyle } from '../src';
import { renderVersion } from '../src/render/render-version';
import { singName, NAME_VOICES } from '../src/pronunciation/sing-name';
import { defaultPronunciation } from '../src/pronunciation/pronunciation';
import { readWavMono, toSpeechWav, writeTemp } from '../src/testing/audio-tools';
import { namesHeardInTheirLines, noNamesHeard, type NamesInTheirLines } from '../src/testing/song-metrics';
import { add, CARRIER, CARRIER_END, chanceShift, dictionaryNames, joinClips, LINE_VOICES, NameSpotter, namesFilePath, readNamesFile, shareLine, singLine, spottedIn, type ExpectedName, type HeardCounts } from '../src/testing/names-heard';

function namesToCheck(): ExpectedName[] {
  if (process.env.BENCH_NAME_SETS) return dictionaryNames(process.env.BENCH_NAME_SETS.split(/[;,]/).map((n) => n.trim()).filter(Boolean));
  const sets = (process.env.BENCH_SETS ?? 'tune,held').split(',');
  return readNamesFile(process.env.BENCH_NAMES_FILE ?? namesFilePath()).filter((n) => sets.includes(n.set));
}

function print(title: string, groups: Map<string, HeardCounts>): void {
  console.log(title);
  for (const [key, c] of [...groups].sort(([a], [b]) => a.localeCompare(b))) console.log('  ' + shareLine(key, c));
}

async function quick(names: ExpectedName[]): Promise<void> {
  // The carrier words must be left to the voice; a default on one would change what is measured.
  for (const word of [...CARRIER, CARRIER_END]) if (defaultPronunciation(word)) throw new Error(`carrier word "${word}" got a default pronunciation`);
  const spotter = new NameSpotter(names);
  const clips: Float32Array[] = [];
  const where: { index: number; version: number; start: number; end: number }[] = [];
  const callMelody = process.argv.includes('--call');
  const crewOf = (index: number): string[] => {
    if (!process.argv.includes('--crews')) return [names[index]!.name];
    // Crews of 4 consecutive names of one language (in file order), the last crew of a language may be smaller.
    const same = names.filter((n) => n.language === names[index]!.language && n.set === names[index]!.set);
    const at = same.indexOf(names[index]!);
    return same.slice(at - (at % 4), at - (at % 4) + 4).map((n) => n.name);
  };
  names.forEach((n, index) => {
    NAME_VOICES.forEach((voice, v) => {
      if (callMelody) {
        // The "hear it" button's call (rising, up to a sixth over the tonic).
        const sung = singName({ name: `${CARRIER.join(' ')} ${n.name} ${CARRIER_END}`, voice });
        const words = n.name.trim().split(/\s+/).length;
        const spans = sung.wordSpans.slice(CARRIER.length, CARRIER.length + words);
        clips.push(readWavMono(toSpeechWav(writeTemp(sung.mp3, 'mp3'))));
        where.push({ index, version: v + 1, start: spans[0]!.start, end: spans[spans.length - 1]!.end });
      } else {
        const line = singLine(n.name, LINE_VOICES[v]!, crewOf(index));
        clips.push(line.audio);
        where.push({ index, version: v + 1, start: line.start, end: line.end });
      }
    });
  });
  const { wav, offsets } = joinClips(clips);
  const found = await spotter.detections(wav, names.map((_, i) => i));
  const groups = new Map<string, HeardCounts>();
  const missed: string[] = [];
  where.forEach((w, k) => {
    const n = names[w.index]!;
    const start = offsets[k]! + w.start;
    const end = offsets[k]! + w.end;
    const heard = spottedIn(found, w.index, start, end);
    const chance = spottedIn(found, w.index, start + chanceShift(k), end + chanceShift(k));
    for (const key of [`${n.set} ${n.language}`, `${n.set} TOTAL`, 'ALL TOTAL']) add(groups, key, heard, chance);
    if (!heard) missed.push(`${n.name}(v${w.version})`);
  });
  print(`quick: ${names.length} names × ${NAME_VOICES.length} voices, "${CARRIER.join(' ')} … ${CARRIER_END}" sung ${callMelody ? "by singName (the hear-it call)" : 'as a song line sings a name'}${process.argv.includes('--crews') ? ' in crews of its language' : ''} — (name, version) pairs spotted where sung:`, groups);
  console.log(`missed: ${missed.join(' ')}`);
}

async function songs(names: ExpectedName[]): Promise<void> {
  const held = names.filter((n) => n.set !== 'tune' && !/\s|-/.test(n.name));
  const crewSize = Number(process.env.BENCH_CREW_SIZE ?? 4);
  const crews = Number(process.env.BENCH_CREWS ?? 4);
  const styles = (process.env.BENCH_STYLES ?? 'hip-hop').split(',') as SongStyle[];
  for (const s of styles) if (!SONG_STYLES.includes(s)) throw new Error(`unknown style ${s}`);
  const spotter = new NameSpotter(held);
  const byLanguage = [...new Set(held.map((n) => n.language))].map((language) => held.filter((n) => n.language === language));
  const groups = new Map<string, HeardCounts>();
  const occurrences = new Map<string, HeardCounts>();
  const missed: string[] = [];
  for (let c = 0; c < crews; c++) {
    // Crews mix languages: member k of crew c from the (c·size + k)-th language, round robin.
    const crew = Array.from({ length: crewSize }, (_, k) => {
      const slot = c * crewSize + k;
      const group = byLanguage[slot % byLanguage.length]!;
      return group[Math.floor(slot / byLanguage.length) % group.length]!;
    });
    const crewNames = crew.map((n) => n.name);
    for (const style of styles) {
      const seed = 4321 + c;
      const { lyrics } = compose({ names: crewNames, style, event: { kind: 'party' }, seed });
      for (const version of [1, 2] as const) {
        const track = renderVersion({ lyrics, names: crewNames, style, vocalGender: 'mixed', seed, version, previewOnly: true });
        const wav = toSpeechWav(writeTemp(track.previewMp3, 'mp3'), 40);
        const indices = crew.map((n) => held.indexOf(n));
        const found = await spotter.detections(wav, indices);
        let k = 0;
        crew.forEach((n, j) => {
          const index = indices[j]!;
          const sungAt = track.timestampedLyrics.flatMap((l) => l.words).filter((w) => w.end <= 40 && w.word.toLocaleLowerCase().includes(n.name.toLocaleLowerCase()));
          if (sungAt.length === 0) return;
          let heardOnce = false;
          let chanceOnce = false;
          for (const w of sungAt) {
            const heard = spottedIn(found, index, w.start, w.end);
            // The shifted window must not land on another place the name is sung.
            let shift = chanceShift(k++);
            for (let tries = 0; tries < 20 && sungAt.some((o) => o.end + 0.8 >= w.start + shift && o.start - 0.8 <= w.end + shift); tries++) shift = chanceShift(k++);
            const chance = spottedIn(found, index, w.start + shift, w.end + shift);
            add(occurrences, 'occurrences', heard, chance);
            heardOnce ||= heard;
            chanceOnce ||= chance;
          }
          for (const key of [`${n.language}`, 'TOTAL']) add(groups, key, heardOnce, chanceOnce);
          if (!heardOnce) missed.push(`${n.name}(${style} v${version})`);
        });
      }
    }
    console.log(`crew ${c + 1}: ${crewNames.join(', ')}`);
  }
  print(`songs (${styles.join(', ')}; ${crews} crews of held-out names, 40 s previews, both versions) — (name, version) pairs spotted where sung:`, groups);
  print('every sung occurrence:', occurrences);
  console.log(`missed: ${missed.join(' ')}`);
}

/** Names spotted inside the line that sings them, per style and version, summed over name sets. */
async function lines(): Promise<void> {
  const sets = (process.env.BENCH_NAME_SETS ?? 'Olivia, James, Sophie, Daniel;Laura, Kevin, Rachel, Steven').split(';').map((s) => s.split(',').map((n) => n.trim()).filter(Boolean));
  const styles = (process.env.BENCH_STYLES?.split(',') ?? SONG_STYLES) as SongStyle[];
  const strict = new Map<string, NamesInTheirLines>();
  const add = (key: string, r: NamesInTheirLines) => {
    const t = strict.get(key) ?? noNamesHeard();
    for (const k of Object.keys(t) as (keyof NamesInTheirLines)[]) t[k] += r[k];
    strict.set(key, t);
  };
  for (const names of sets) {
    for (const style of styles) {
      const seed = 4321;
      const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
      for (const version of [1, 2] as const) {
        const track = renderVersion({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true });
        const r = await namesHeardInTheirLines(track.previewMp3, track.timestampedLyrics.filter((l) => l.end <= 40), names);
        add(`${style} v${version}`, r);
        add('TOTAL', r);
      }
    }
    console.log(`set done: ${names.join(', ')}`);
  }
  console.log('names spotted inside the line that sings them (mix / bare / mix at the bare speech\'s level), and false alarms in lines without a name:');
  for (const [key, r] of [...strict].sort(([a], [b]) => Number(a === 'TOTAL') - Number(b === 'TOTAL') || a.localeCompare(b))) {
    console.log(`  ${key.padEnd(11)} ${r.mix}/${r.sung} / ${r.bare}/${r.sung} / ${r.mixAtBareLevel}/${r.sung}   false alarms ${r.mixFalse}/${r.checked} / ${r.bareFalse}/${r.checked} / ${r.mixAtBareLevelFalse}/${r.checked}`);
  }
}

async function main() {
  if (process.argv.includes('--lines')) return lines();
  const names = namesToCheck();
  if (process.argv.includes('--songs')) await songs(names);
  else await quick(names);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
