/**
 * RGBA (opaque) → planar YUV 4:2:0, BT.709, limited range: what x264 encodes. Converting here,
 * once per drawn picture, instead of in ffmpeg for every frame it is sent spares ffmpeg most of its
 * colour conversion (the picture changes a few times a second, frames go 30 times) and makes the
 * pipe carry 1.5 bytes a pixel instead of 4. Coefficients are BT.709's scaled by 2^16.
 */
export function yuv420pSize(width: number, height: number): number {
  return width * height + 2 * (width / 2) * (height / 2);
}

/**
 * Converts `height` rows of RGBA into a frame of `frameHeight` rows, starting at its row `top`
 * (even, as is `height`): the rest of `out` is left as it was.
 */
export function rgbaToYuv420p<T extends Uint8Array>(rgba: Uint8Array, width: number, height: number, out: T, frameHeight = height, top = 0): T {
  const ySize = width * frameHeight;
  const cw = width >> 1;
  const uOffset = ySize + (top >> 1) * cw;
  const vOffset = ySize + cw * (frameHeight >> 1) + (top >> 1) * cw;
  for (let y = 0; y < height; y++) {
    let p = y * width * 4;
    let o = (top + y) * width;
    for (let x = 0; x < width; x++, p += 4, o++) {
      out[o] = ((11966 * rgba[p]! + 40254 * rgba[p + 1]! + 4064 * rgba[p + 2]! + 32768) >> 16) + 16;
    }
  }
  for (let cy = 0; cy < height >> 1; cy++) {
    const row0 = cy * 2 * width * 4;
    const row1 = row0 + width * 4;
    let c = cy * cw;
    for (let cx = 0; cx < cw; cx++, c++) {
      const a = row0 + cx * 8;
      const b = row1 + cx * 8;
      const r = rgba[a]! + rgba[a + 4]! + rgba[b]! + rgba[b + 4]!;
      const g = rgba[a + 1]! + rgba[a + 5]! + rgba[b + 1]! + rgba[b + 5]!;
      const bl = rgba[a + 2]! + rgba[a + 6]! + rgba[b + 2]! + rgba[b + 6]!;
      // Sums of four pixels: shift by 2 more bits than for one.
      out[uOffset + c] = ((-6596 * r - 22188 * g + 28784 * bl + 131072) >> 18) + 128;
      out[vOffset + c] = ((28784 * r - 26145 * g - 2639 * bl + 131072) >> 18) + 128;
    }
  }
  return out;
}
