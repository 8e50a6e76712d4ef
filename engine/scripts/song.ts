/**
 * Makes one song from the command line, both versions:
 *   npm run song -- --names "Alice, Bob" --style k-pop --event birthday --out ./out
 * Options: --vocal female|male|mixed (default male), --seed N, --birthday-person NAME,
 * --bride NAME --groom NAME, --duration SECONDS, --stems (also each version's dry lead vocal as
 * song-V-vocal.wav, with its vibrato, distinct pitches and range).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compose, renderSong, shutdownEngine, splitNames, type EventKind, type SongStyle, type VocalGender } from '../src';
import { describeVocal, renderLeadVocal, vocalFigures, wavBytes } from '../src/testing/vocal-metrics';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      names: { type: 'string' },
      style: { type: 'string', default: 'hip-hop' },
      event: { type: 'string', default: 'party' },
      'birthday-person': { type: 'string' },
      bride: { type: 'string' },
      groom: { type: 'string' },
      vocal: { type: 'string', default: 'male' },
      seed: { type: 'string' },
      duration: { type: 'string' },
      out: { type: 'string', default: './out' },
      stems: { type: 'boolean', default: false },
    },
  });
  const names = splitNames(values.names ?? '');
  const style = values.style as SongStyle;
  const kind = (values.event === 'dance' ? 'party' : values.event) as EventKind;
  const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out!);
  mkdirSync(out, { recursive: true });

  const started = performance.now();
  const { lyrics, danceMoves } = compose({ names, style, event: { kind, birthdayPerson: values['birthday-person'], bride: values.bride, groom: values.groom }, seed });
  writeFileSync(resolve(out, 'lyrics.txt'), `${lyrics}\n`);
  writeFileSync(resolve(out, 'dance-moves.json'), `${JSON.stringify(danceMoves, null, 2)}\n`);
  console.log(`${lyrics}\n\nseed ${seed}; rendering 2 versions…`);

  const request = { lyrics, names, style, vocalGender: values.vocal as VocalGender, seed, targetDurationSec: values.duration ? Number(values.duration) : undefined };
  const song = await renderSong(
    request,
    {
      onPreview: (p) => {
        writeFileSync(resolve(out, `song-${p.version}-preview.mp3`), p.previewMp3);
        writeFileSync(resolve(out, `song-${p.version}-cover.png`), p.coverPng);
        console.log(`preview ${p.version} ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  );
  for (const track of song.versions) {
    const base = resolve(out, `song-${track.version}`);
    writeFileSync(`${base}.mp3`, track.fullMp3);
    writeFileSync(`${base}-timings.json`, `${JSON.stringify(track.timestampedLyrics, null, 1)}\n`);
    console.log(`song ${track.version}: ${track.durationSec.toFixed(1)} s → ${base}.mp3`);
    if (values.stems) {
      // The vocal renders the same in-process as in the render threads (same plan, seed, names).
      const { stem } = renderLeadVocal({ ...request, version: track.version });
      writeFileSync(`${base}-vocal.wav`, wavBytes(stem));
      console.log(`  dry lead vocal → ${base}-vocal.wav: ${describeVocal(vocalFigures(stem))}`);
    }
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s; files in ${out}`);
  await shutdownEngine();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdownEngine();
  process.exitCode = 1;
});
