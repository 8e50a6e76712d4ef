/** Dev probe: renders previews in-process and prints side/mid, mono loss, LUFS, dBTP, tempo, CPU. */
import { writeFileSync } from 'node:fs';
import { compose, type SongStyle } from '../src';
import { renderVersion } from '../src/render/render-version';
import { ebur128, writeTemp } from '../src/testing/audio-tools';
import { stereoFiguresOfMp3, plannedTempo } from '../src/testing/mix-metrics';

const styles = (process.env.STYLES ?? 'hip-hop,k-pop,kids,wedding').split(',') as SongStyle[];
const crews = (process.env.CREWS ?? 'Maya, Tom|Ines, Karl, Lou').split('|').map((c) => c.split(',').map((n) => n.trim()));
const out = process.env.OUT;
for (const style of styles) {
  for (const [ci, names] of crews.entries()) {
    const seed = 1000 + ci * 77;
    const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
    for (const version of [1, 2] as const) {
      const t0 = process.cpuUsage();
      const track = renderVersion({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true });
      const cpu = process.cpuUsage(t0);
      const f = writeTemp(track.previewMp3, 'mp3');
      if (out) writeFileSync(`${out}/${style}-${ci}-v${version}.mp3`, track.previewMp3);
      const e = ebur128(f);
      const s = stereoFiguresOfMp3(track.previewMp3);
      console.log(`${style} crew${ci} v${version}: bpm ${plannedTempo(lyrics, style, version, seed)} side/mid ${s.sideMidDb.toFixed(1)} dB mono ${s.monoLossDb.toFixed(2)} dB  ${e.integrated} LUFS ${e.truePeak} dBTP  cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`);
    }
  }
}
