/**
 * Engine benchmark (npm run bench:engine): per style, one generation (two versions in parallel
 * in the worker pool, warm), printing time to both previews, time to both full tracks, audio
 * seconds per CPU second and peak memory. Targets on 2 cores: previews ≤ 3 s, full ≤ 20 s,
 * ≤ 500 MB per render.
 */
import { loadavg } from 'node:os';
import { compose, renderWithStats, shutdownEngine, warmUpEngine, SONG_STYLES, type SongStyle } from '../src/modules/catalog/infrastructure/local-engine';

const NAMES = ['Alice', 'Bob', 'Chloé', 'Dmitri', 'Emma'];

async function benchStyle(style: SongStyle) {
  const seed = 1234;
  const { lyrics } = compose({ names: NAMES, style, event: { kind: 'birthday', birthdayPerson: 'Alice' }, seed });
  const cpuBefore = process.cpuUsage();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
  const started = performance.now();
  const previewAt: number[] = [];
  const results = await Promise.all(([1, 2] as const).map((version) =>
    renderWithStats({ lyrics, names: NAMES, style, vocalGender: 'mixed', seed, version }, { onPreview: () => previewAt.push(performance.now() - started) }),
  ));
  const fullMs = performance.now() - started;
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  const audioSec = results.reduce((n, r) => n + r.track.durationSec, 0);
  return {
    style,
    previewsS: Math.max(...previewAt) / 1000,
    fullS: fullMs / 1000,
    durationS: results.map((r) => r.track.durationSec.toFixed(1)).join(' / '),
    audioPerCpuS: audioSec / cpuSec,
    peakPerRenderMB: Math.max(...results.map((r) => r.stats.peakMemoryBytes)) / 1e6,
    peakProcessRssMB: peakRss / 1e6,
  };
}

async function main(): Promise<void> {
  const warm = performance.now();
  await warmUpEngine();
  console.log(`worker pool warm-up: ${((performance.now() - warm) / 1000).toFixed(2)} s; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows = [];
  for (const style of SONG_STYLES) {
    const row = await benchStyle(style);
    rows.push(row);
    const ok = (v: number, max: number) => (v <= max ? 'ok' : 'OVER');
    console.log(
      `${style.padEnd(8)} both previews ${row.previewsS.toFixed(2)} s (${ok(row.previewsS, 3)})  both full ${row.fullS.toFixed(2)} s (${ok(row.fullS, 20)})  ` +
      `durations ${row.durationS} s  ${row.audioPerCpuS.toFixed(1)} audio-s/CPU-s  peak/render ${row.peakPerRenderMB.toFixed(0)} MB (${ok(row.peakPerRenderMB, 500)})  process RSS peak ${row.peakProcessRssMB.toFixed(0)} MB`,
    );
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (other processes on the machine slow these figures down)`);
  await shutdownEngine();
}

void main();
