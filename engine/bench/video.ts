/**
 * Video benchmark (npm run bench:video [style]): renders a real song with the engine (names never
 * used while building the video renderer; override with BENCH_NAMES="A, B, C"), then its karaoke
 * video twice as the app does: the 40 s preview and the whole 3-minute song. Prints per video the
 * wall seconds, CPU seconds (this process + ffmpeg), peak memory above idle while encoding (this
 * process's RSS above its RSS just before, plus ffmpeg's own peak, VmHWM), MB per minute, and the
 * budgets of issue 31 on 2 cores: preview ≤ 20 s, 3 minutes ≤ 90 s, ≤ 300 MB, ≤ 12 MB a minute.
 * Wall times stretch when other processes share the cores; run it on a quiet machine.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compose, renderKaraokeVideo, shutdownEngine, warmUpEngine, SONG_STYLES, type SongStyle } from '../src';
import { renderWithStats } from '../src/engine';
import { probeVideo } from '../src/testing/video-probe';

const NAMES = (process.env.BENCH_NAMES ?? 'Nadia, Tomás, Kwame').split(',').map((n) => n.trim()).filter(Boolean);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ok = (value: number, max: number) => (value <= max ? 'ok' : 'OVER');

/** ffmpeg processes this process started, with their peak RSS (VmHWM) and CPU ticks so far. */
function childEncoders(): { pid: number; hwmKb: number; cpuTicks: number }[] {
  const found: { pid: number; hwmKb: number; cpuTicks: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(afterComm[1]) !== process.pid || !stat.includes('(ffmpeg)')) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const hwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      found.push({ pid: Number(entry), hwmKb, cpuTicks: Number(afterComm[11]) + Number(afterComm[12]) });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

async function measure(label: string, budgetSec: number, run: () => Promise<{ durationSec: number; bytes: number }>, outPath: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  const encoder = { hwmKb: 0, cpuTicks: 0 };
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    for (const child of childEncoders()) {
      encoder.hwmKb = Math.max(encoder.hwmKb, child.hwmKb);
      encoder.cpuTicks = Math.max(encoder.cpuTicks, child.cpuTicks);
    }
  };
  const sampler = setInterval(sample, 100);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const wallSec = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuSec = (cpu.user + cpu.system) / 1e6;
  const ffmpegCpuSec = encoder.cpuTicks / 100; // USER_HZ; read until shortly before ffmpeg exits
  const aboveIdleMb = (peakRss - idleRss) / 1e6 + (encoder.hwmKb * 1024) / 1e6;
  const mbPerMinute = result.bytes / 1e6 / (result.durationSec / 60);
  const probe = probeVideo(outPath);
  console.log(
    `${label.padEnd(14)} ${result.durationSec.toFixed(1)} s of video in ${wallSec.toFixed(2)} s (${ok(wallSec, budgetSec)}, budget ${budgetSec} s)  ` +
      `CPU: renderer ${nodeCpuSec.toFixed(2)} s + ffmpeg ≈${ffmpegCpuSec.toFixed(2)} s\n` +
      `               memory above idle ${aboveIdleMb.toFixed(0)} MB (${ok(aboveIdleMb, 300)}, budget 300: renderer +${((peakRss - idleRss) / 1e6).toFixed(0)} MB, ffmpeg peak ${(encoder.hwmKb / 1024).toFixed(0)} MB)  ` +
      `${(result.bytes / 1e6).toFixed(2)} MB = ${mbPerMinute.toFixed(2)} MB/min (${ok(mbPerMinute, 12)}, budget 12)  ` +
      `${probe.videoCodec}/${probe.audioCodec} ${probe.width}×${probe.height} ${probe.frameRate} fps  load now ${load()}`,
  );
}

async function main(): Promise<void> {
  const style = (SONG_STYLES as readonly string[]).includes(process.argv[2] ?? '') ? (process.argv[2] as SongStyle) : 'hip-hop';
  const dir = mkdtempSync(join(tmpdir(), 'boogy-bench-video-'));
  try {
    await warmUpEngine();
    const seed = 2468;
    const { lyrics, danceMoves } = compose({ names: NAMES, style, event: { kind: 'party' }, seed });
    const songStarted = performance.now();
    const { track } = await renderWithStats({ lyrics, names: NAMES, style, vocalGender: 'mixed', seed, version: 1, targetDurationSec: 180 });
    console.log(`song: ${style}, names ${NAMES.join(', ')}, ${track.durationSec.toFixed(1)} s rendered in ${((performance.now() - songStarted) / 1000).toFixed(1)} s; load average before the videos: ${load()}`);
    await shutdownEngine();
    const previewMp3 = join(dir, 'preview.mp3');
    const fullMp3 = join(dir, 'full.mp3');
    writeFileSync(previewMp3, track.previewMp3);
    writeFileSync(fullMp3, track.fullMp3);
    const common = { title: `${NAMES.join(', ')}: Party Anthem`, coverPng: track.coverPng, lines: track.timestampedLyrics, names: NAMES, danceMoves, style };

    const previewOut = join(dir, 'preview.mp4');
    await measure('40 s preview', 20, () => renderKaraokeVideo({ ...common, audioPath: previewMp3, outPath: previewOut, durationSec: 40 }), previewOut);
    const fullOut = join(dir, 'full.mp4');
    await measure('whole song', 90, () => renderKaraokeVideo({ ...common, audioPath: fullMp3, outPath: fullOut }), fullOut);
    console.log(`load average after: ${load()} (other processes on the machine stretch the wall times, not the CPU times)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
