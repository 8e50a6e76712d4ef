import type { SongStyle } from '../types';

export type Rgb = readonly [number, number, number];

export interface VideoPalette {
  /** Background when the song has no cover (top and bottom of a gradient). */
  top: Rgb;
  bottom: Rgb;
  /** The pill behind the word being sung. */
  highlight: Rgb;
  /** Text drawn on the pill. */
  onHighlight: Rgb;
}

export const VIDEO_PALETTES: Record<SongStyle, VideoPalette> = {
  'hip-hop': { top: [28, 16, 48], bottom: [150, 60, 24], highlight: [255, 200, 40], onHighlight: [24, 16, 40] },
  'k-pop': { top: [120, 30, 90], bottom: [30, 90, 140], highlight: [255, 92, 170], onHighlight: [255, 255, 255] },
  kids: { top: [40, 90, 170], bottom: [230, 150, 30], highlight: [255, 96, 96], onHighlight: [255, 255, 255] },
  wedding: { top: [90, 50, 70], bottom: [160, 110, 110], highlight: [226, 186, 110], onHighlight: [60, 30, 40] },
};

/** Each name's own colour, in the order the song lists them (kept apart from every highlight). */
export const NAME_COLOURS: readonly Rgb[] = [
  [70, 220, 255], [140, 255, 110], [255, 160, 60], [190, 150, 255], [255, 240, 90], [90, 255, 210], [255, 130, 200], [160, 200, 255],
];

export const nameColour = (index: number): Rgb => NAME_COLOURS[index % NAME_COLOURS.length]!;

export const css = ([r, g, b]: Rgb, alpha = 1): string => (alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`);
