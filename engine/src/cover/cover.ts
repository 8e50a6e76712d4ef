import { PNG } from 'pngjs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { Rng } from '../rng';
import { transliterate } from '../transliterate';
import type { SongStyle, TrackVersion } from '../types';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, textWidth } from './font';

type Rgb = [number, number, number];

const PALETTES: Record<SongStyle, { top: Rgb; bottom: Rgb; accent: Rgb; text: Rgb; label: string }> = {
  'hip-hop': { top: [28, 16, 48], bottom: [222, 96, 32], accent: [255, 200, 40], text: [255, 255, 255], label: 'HIP-HOP' },
  'k-pop': { top: [255, 92, 170], bottom: [70, 210, 255], accent: [255, 255, 255], text: [255, 255, 255], label: 'K-POP' },
  kids: { top: [255, 214, 64], bottom: [96, 196, 255], accent: [255, 96, 96], text: [40, 40, 110], label: 'KIDS PARTY' },
  wedding: { top: [252, 244, 236], bottom: [214, 150, 150], accent: [200, 160, 90], text: [110, 50, 70], label: 'WEDDING' },
};

const SIZE = 512;

/** A style-themed square cover with the product name and the friends' names. */
export function renderCover(names: readonly string[], style: SongStyle, version: TrackVersion, seed: number, product = 'BOOGY'): Buffer {
  const palette = PALETTES[style];
  const png = new PNG({ width: SIZE, height: SIZE });
  const data = png.data;
  const rng = new Rng((seed ^ (version * 104729)) >>> 0).fork(`cover-${style}`);
  data.set(background(style, version));
  // Confetti circles: a different scatter per version.
  for (let k = 0; k < 28; k++) {
    const cx = rng.int(SIZE);
    const cy = rng.int(SIZE);
    const r = 4 + rng.int(22);
    const alpha = 0.18 + rng.next() * 0.25;
    fillCircle(data, cx, cy, r, palette.accent, alpha);
  }
  drawTextCentered(data, product.toUpperCase(), 56, 9, palette.accent, true);
  drawTextCentered(data, palette.label, 138, 4, palette.text, true);

  const lines = wrapNames(names.map((n) => transliterate(n).toUpperCase()), 24);
  const scale = lines.length <= 3 ? 5 : lines.length <= 5 ? 4 : lines.length <= 8 ? 3 : 2;
  const lineHeight = (GLYPH_HEIGHT + 4) * scale;
  let y = 210 + Math.max(0, (SIZE - 250 - lines.length * lineHeight) / 2);
  for (const line of lines) {
    drawTextCentered(data, line, Math.round(y), scale, palette.text, true);
    y += lineHeight;
  }
  drawTextCentered(data, `SONG ${version}`, SIZE - 40, 2, palette.text, false);
  // Paeth on every row (instead of trying all five filters per row): 3× faster, and smaller here.
  return PNG.sync.write(png, { filterType: 4 });
}

/** The gradients by style and version: the same for every song, drawn once per thread. */
const backgrounds = new Map<string, Uint8Array>();

function background(style: SongStyle, version: TrackVersion): Uint8Array {
  const key = `${style}:${version}`;
  let data = backgrounds.get(key);
  if (data) return data;
  const palette = PALETTES[style];
  data = new Uint8Array(SIZE * SIZE * 4);
  const shift = version === 2 ? 0.35 : 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const t = Math.min(1, Math.max(0, (y + (version === 2 ? SIZE - x : x) * 0.3) / (SIZE * 1.3) + shift * 0.2));
      const i = (y * SIZE + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(palette.top[c]! * (1 - t) + palette.bottom[c]! * t);
      data[i + 3] = 255;
    }
  }
  backgrounds.set(key, data);
  return data;
}

function wrapNames(names: string[], maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const name of names) {
    const piece = name.slice(0, maxChars);
    const next = current ? `${current} & ${piece}` : piece;
    if (next.length > maxChars && current) {
      lines.push(current);
      current = piece;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.slice(0, 12);
}

function blend(data: Buffer, x: number, y: number, color: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return;
  const i = (y * SIZE + x) * 4;
  for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c]! * (1 - alpha) + color[c]! * alpha);
}

function fillCircle(data: Buffer, cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
  for (let y = cy - r; y <= cy + r; y++) for (let x = cx - r; x <= cx + r; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(data, x, y, color, alpha);
}

function drawTextCentered(data: Buffer, text: string, top: number, scale: number, color: Rgb, shadow: boolean): void {
  let fitted = scale;
  while (fitted > 1 && textWidth(text) * fitted > SIZE - 32) fitted--;
  const left = Math.round((SIZE - textWidth(text) * fitted) / 2);
  if (shadow) drawText(data, text, left + Math.max(1, fitted >> 1), top + Math.max(1, fitted >> 1), fitted, [0, 0, 0], 0.35);
  drawText(data, text, left, top, fitted, color, 1);
}

function drawText(data: Buffer, text: string, left: number, top: number, scale: number, color: Rgb, alpha: number): void {
  [...text].forEach((ch, index) => {
    const rows = glyph(ch);
    const x0 = left + index * (GLYPH_WIDTH + 1) * scale;
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (!((rows[row]! >> (GLYPH_WIDTH - 1 - col)) & 1)) continue;
        for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) blend(data, x0 + col * scale + dx, top + row * scale + dy, color, alpha);
      }
    }
  });
}

/** WebP quality for covers on screens: indistinguishable from the PNG at cover size, a sixth of its bytes. */
const WEBP_QUALITY = 85;

/**
 * A cover (PNG) as WebP for the screens, 5–8× smaller than the PNG, which link previews and
 * videos keep using. Decoding and encoding run off the event loop (libuv's threads).
 */
export async function coverAsWebp(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('webp', WEBP_QUALITY);
}
