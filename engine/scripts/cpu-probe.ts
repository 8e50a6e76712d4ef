/** Dev probe: CPU seconds of preview renders in one thread, crew after crew (a warm thread, as in the app). */
import { compose, type SongStyle } from '../src';
import { renderVersion } from '../src/render/render-version';

const styles = (process.env.STYLES ?? 'hip-hop,k-pop').split(',') as SongStyle[];
const crews = ['Ada, Ben', 'Cleo, Dev, Eli', 'Fay, Gus', 'Hana, Ivo, Jon', 'Kai, Lea', 'Mo, Nia, Oz'].map((c) => c.split(', '));
for (const style of styles) {
  const cpu: string[] = [];
  for (const [i, names] of crews.entries()) {
    const seed = 300 + i;
    const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
    for (const version of [1, 2] as const) {
      const t0 = process.cpuUsage();
      renderVersion({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true });
      const c = process.cpuUsage(t0);
      cpu.push(((c.user + c.system) / 1e6).toFixed(2));
    }
  }
  console.log(`${style}: preview CPU s per version render (crew by crew, v1 v2): ${cpu.join(' ')}`);
}
