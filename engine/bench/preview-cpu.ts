/**
 * Preview render CPU on this thread: hip-hop songs like bench:flow's, both versions, previews
 * only, in one thread (as a render worker does them one after another); prints the CPU ms of each
 * preview, their median, and a hash of each MP3 (an optimisation that must not change the sound
 * must leave the hashes as they were). Run from backend/ with Node 24 (node_modules/.bin/node):
 *   node --no-experimental-strip-types --conditions=boogy-source -r ./src/worker/register-ts.cjs bench/preview-cpu.ts [songs]
 * (add --cpu-prof to profile; PREVIEW_STYLES=k-pop,kids picks other styles; PREVIEW_TRIM=1 drops the
 * thread's note and speech caches before each song, as an idle spell's trim does).
 */
import { compose } from '../src';
import { renderVersion } from '../src/render/render-version';
import { clearSpeechCache, warmUpFlite } from '../src/vocals/flite';
import { clearNoteCache } from '../src/synth/instruments';
import { warmUpLame } from '../src/mp3/encode';
import { createHash } from 'node:crypto';

const cpuMs = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
const runs = Number(process.argv[2] ?? 4);
const trimBeforeEachSong = process.env.PREVIEW_TRIM === '1';
const styles = (process.env.PREVIEW_STYLES ?? 'hip-hop').split(',');
warmUpFlite();
warmUpLame();
const times: number[] = [];
const hashes: string[] = [];
for (let i = 0; i < runs; i++) {
  for (const style of styles) {
    const names = ['Alice', 'Bob', 'Chloé', 'Dev', 'Emma'].map((n) => `${n}${i + 1}`);
    if (trimBeforeEachSong) {
      clearNoteCache();
      clearSpeechCache();
    }
    const { lyrics } = compose({ names, style: style as never, event: { kind: 'party' }, seed: 1000 + i });
    for (const version of [1, 2] as const) {
      const t = cpuMs();
      const track = renderVersion({ lyrics, names, style: style as never, vocalGender: 'mixed', seed: 1000 + i, version, previewOnly: true });
      times.push(cpuMs() - t);
      hashes.push(createHash('sha1').update(track.previewMp3).digest('hex').slice(0, 8));
    }
  }
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`preview CPU ms: ${times.map((t) => t.toFixed(0)).join(' ')}; median ${sorted[sorted.length >> 1]!.toFixed(0)}`);
console.log(`mp3 sha1: ${hashes.join(' ')}`);
