import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { coverAsWebp, renderCover } from './cover';

/** The RGBA pixels of an encoded image (PNG or WebP), as a browser would decode them. */
async function pixels(encoded: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const image = await loadImage(encoded);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
}

describe('covers for the screens', () => {
  it.each([
    ['wedding', 1],
    ['kids', 2],
  ] as const)('a %s cover (song %i) as WebP looks like its PNG at a fraction of the bytes', async (style, version) => {
    const png = renderCover(['Aiyana', 'Ngozi', 'Mateus'], style, version, 9157);
    const webp = await coverAsWebp(png);
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.length).toBeLessThan(png.length / 3);

    const original = PNG.sync.read(png);
    const converted = await pixels(webp);
    expect([converted.width, converted.height]).toEqual([original.width, original.height]);
    let difference = 0;
    for (let i = 0; i < original.data.length; i += 4) for (let c = 0; c < 3; c++) difference += Math.abs(original.data[i + c]! - converted.data[i + c]!);
    // Mean error per channel, out of 255: a lossy copy, not another picture.
    expect(difference / ((original.data.length / 4) * 3)).toBeLessThan(4);
  });
});
