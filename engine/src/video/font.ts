import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The video's typeface: DejaVu Sans (regular and bold) from the npm package dejavu-fonts-ttf
 * (Bitstream Vera / DejaVu licence, free to embed), so the image and CI need no system font.
 * Registered once per process under its own family name; glyphs DejaVu lacks (CJK, emoji) fall
 * back to whatever fonts the machine has.
 */
export const VIDEO_FONT = 'BoogyVideoSans';

let registered = false;

export function registerVideoFont(): void {
  if (registered) return;
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    const path = require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
    if (!GlobalFonts.registerFromPath(path, VIDEO_FONT)) throw new Error(`The video font ${path} cannot be loaded.`);
  }
  registered = true;
}
