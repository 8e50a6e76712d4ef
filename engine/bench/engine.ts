/**
 * Engine benchmark (npm run bench:engine [style…]): per style, one generation rendered as the app
 * renders it (two versions in parallel: both 40 s previews alone in the preview threads, then both
 * whole songs in the full-tracks threads; warmed up first), printing time to both previews, time
 * to both full tracks (previews included), the CPU seconds each version's worker thread spent on
 * its preview render and on its whole render (wall times stretch when other processes share the cores; CPU times barely do),
 * audio seconds per CPU second and peak memory. Targets on 2 cores: previews ≤ 3 s, full ≤ 20 s,
 * ≤ 500 MB per render. Then, per style, how it sounds: the in-key share of the sung voice (YIN on
 * the lead vocal stem), names pocketsphinx hears on each 40 s preview mix against the bare speech
 * of the same lines, and the sung fraction of each full track (karaoke timings). Music figures use
 * MUSIC_NAMES (held-out names; override with BENCH_NAMES="A, B, C"); --no-music skips them.
 */
import { loadavg } from 'node:os';
import { compose, shutdownEngine, warmUpEngine, SONG_STYLES, type RenderedTrack, type SongStyle } from '../src';
import { renderWithStats } from '../src/engine';
import { namesHeardInBareSpeech, namesHeardInMp3, sungFraction, vocalPitch } from '../src/testing/song-metrics';
import { lyricCheckLine } from '../src/testing/lyric-checks';
import { describeVocal, renderLeadVocal, vocalFigures } from '../src/testing/vocal-metrics';
import { plannedTempo, stereoFiguresOfMp3 } from '../src/testing/mix-metrics';

const NAMES = ['Alice', 'Bob', 'Chloé', 'Dmitri', 'Emma'];
/** Common English names (in pocketsphinx's dictionary), never used while tuning the engine. */
const MUSIC_NAMES = (process.env.BENCH_NAMES ?? 'Olivia, James, Sophie, Daniel').split(',').map((n) => n.trim()).filter(Boolean);

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function benchStyle(style: SongStyle) {
  const seed = 1234;
  const { lyrics } = compose({ names: NAMES, style, event: { kind: 'birthday', birthdayPerson: 'Alice' }, seed });
  const cpuBefore = process.cpuUsage();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
  const started = performance.now();
  // As the app renders a song: both previews alone (the preview threads), then both whole songs
  // (the full-tracks threads, which step back while previews render).
  const request = { lyrics, names: NAMES, style, vocalGender: 'mixed', seed } as const;
  const previews = await Promise.all(([1, 2] as const).map((version) => renderWithStats({ ...request, version, previewOnly: true })));
  const previewsMs = performance.now() - started;
  const results = await Promise.all(([1, 2] as const).map((version) => renderWithStats({ ...request, version })));
  const fullMs = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const cpu = process.cpuUsage(cpuBefore); // every thread of the process: main + workers
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  const audioSec = results.reduce((n, r) => n + r.track.durationSec, 0);
  return {
    lyrics,
    tracks: results.map((r) => r.track),
    previewsS: previewsMs / 1000,
    fullS: fullMs / 1000,
    durationS: results.map((r) => r.track.durationSec.toFixed(1)).join(' / '),
    previewCpuS: previews.map((r) => (r.stats.cpuMs / 1000).toFixed(2)).join(' / '),
    fullCpuS: results.map((r) => (r.stats.cpuMs / 1000).toFixed(2)).join(' / '),
    processCpuS: cpuSec,
    audioPerCpuS: audioSec / cpuSec,
    peakPerRenderMB: Math.max(...[...previews, ...results].map((r) => r.stats.peakMemoryBytes)) / 1e6,
    peakProcessRssMB: peakRss / 1e6,
  };
}

async function main(): Promise<void> {
  const music = !process.argv.includes('--no-music');
  const styles = process.argv.slice(2).filter((s): s is SongStyle => (SONG_STYLES as readonly string[]).includes(s));
  const warm = performance.now();
  await warmUpEngine();
  console.log(`worker pool: warm (warmUpEngine() took ${((performance.now() - warm) / 1000).toFixed(2)} s before the first render); load average before: ${load()}`);
  for (const style of styles.length > 0 ? styles : SONG_STYLES) {
    const row = await benchStyle(style);
    const ok = (v: number, max: number) => (v <= max ? 'ok' : 'OVER');
    console.log(
      `${style.padEnd(8)} both previews ${row.previewsS.toFixed(2)} s (${ok(row.previewsS, 3)})  both full ${row.fullS.toFixed(2)} s (${ok(row.fullS, 20)})  durations ${row.durationS} s\n` +
      `         CPU per version (v1 / v2): preview stage ${row.previewCpuS} s, whole render ${row.fullCpuS} s; process CPU ${row.processCpuS.toFixed(2)} s, ${row.audioPerCpuS.toFixed(1)} audio-s/CPU-s\n` +
      `         peak/render ${row.peakPerRenderMB.toFixed(0)} MB (${ok(row.peakPerRenderMB, 500)}, worker heap + external)  process RSS peak ${row.peakProcessRssMB.toFixed(0)} MB (main + workers)  load now ${load()}`,
    );
    if (music) await musicFigures(style);
    console.log(`         ${lyricCheckLine(style)}`);
  }
  console.log(`load average after: ${load()} (other processes on the machine stretch the wall times, not the CPU times)`);
  await shutdownEngine();
}

void main();

/** How one generation with held-out names sounds (both versions, mixed voices). */
async function musicFigures(style: SongStyle): Promise<void> {
  const seed = 4321;
  const names = MUSIC_NAMES;
  const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
  const results = await Promise.all(([1, 2] as const).map((version) => renderWithStats({ lyrics, names, style, vocalGender: 'mixed', seed, version })));
  const parts: string[] = [];
  for (const { track } of results) parts.push(await versionFigures(track, lyrics, names, style, seed));
  console.log(`         music (names ${names.join(', ')}): ${parts.join(' | ')}`);
  // The whole dry lead vocal of each version: is it sung (vibrato, a tune's range) or spoken?
  for (const version of [1, 2] as const) {
    const { stem } = renderLeadVocal({ lyrics, names, style, vocalGender: 'mixed', seed, version });
    console.log(`         vocal stem v${version}: ${describeVocal(vocalFigures(stem))}`);
  }
  console.log(`         tempos of four crews (v1 / v2): ${tempoSpread(style)}`);
}

/** Tempos the arrangement picks for four crews of this style (plan only: nothing rendered). */
function tempoSpread(style: SongStyle): string {
  const crews = [['Olivia', 'James'], ['Sophie', 'Daniel', 'Laura'], ['Kevin', 'Rachel'], ['Steven', 'Megan', 'Brian', 'Nicole']];
  return ([1, 2] as const).map((version) => crews.map((names, i) => plannedTempo(compose({ names, style, event: { kind: 'party' }, seed: 900 + i }).lyrics, style, version, 900 + i)).join(' ')).join(' / ');
}

async function versionFigures(track: RenderedTrack, lyrics: string, names: string[], style: SongStyle, seed: number): Promise<string> {
  const pitch = vocalPitch({ lyrics, names, style, vocalGender: 'mixed', seed, version: track.version });
  const lines = track.timestampedLyrics.filter((l) => l.end <= 40);
  const sungNames = names.filter((n) => lines.some((l) => l.words.some((w) => w.word.includes(n))));
  const [mix, bare] = await Promise.all([namesHeardInMp3(track.previewMp3, sungNames), namesHeardInBareSpeech(lines, sungNames)]);
  const stereo = stereoFiguresOfMp3(track.previewMp3);
  const mixFigures = `side/mid ${stereo.sideMidDb.toFixed(1)} dB (mono fold-down ${stereo.monoLossDb.toFixed(2)} dB), tempo ${plannedTempo(lyrics, style, track.version, seed)} bpm`;
  return `v${track.version} ${mixFigures}, in key ${(pitch.inKey * 100).toFixed(0)} % (on its note ${(pitch.inTune * 100).toFixed(0)} %), names heard on preview mix ${mix.length}/${sungNames.length} (bare speech ${bare.length}/${sungNames.length}), sung ${(sungFraction(track.timestampedLyrics, track.durationSec) * 100).toFixed(0)} %`;
}
