/** Dev probe: prints the bar plan of a composed song (kinds, fills) per style and version. */
import { compose, type SongStyle } from '../src';
import { planSong } from '../src/music/arrangement';
import { parseLyrics } from '../src/lyrics';
const styles = (process.env.STYLES ?? 'hip-hop,k-pop,kids,wedding').split(',') as SongStyle[];
const names = (process.env.NAMES ?? 'Maya, Tom').split(',').map((n) => n.trim());
for (const style of styles) {
  const seed = Number(process.env.SEED ?? 1000);
  const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
  for (const version of [1, 2] as const) {
    const plan = planSong(parseLyrics(lyrics), style, version, seed);
    const letters = plan.bars.map((b) => ({ intro: 'I', verse: 'v', chorus: 'C', bridge: 'B', outro: 'O', other: 'x', break: '_', build: '^', breakdown: 'd' } as Record<string, string>)[b.kind]! + (b.fill ? '.' : '')).join('');
    console.log(`${style} v${version} bpm ${plan.bpm} ${plan.durationSec.toFixed(1)} s ${plan.bars.length} bars: ${letters}`);
  }
}
