import { Injectable, Logger } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import { MediaStorage } from './media-storage';

/** Re-encodes a cover for screens (the engine's WebP encoder). */
export abstract class CoverEncoder {
  abstract toWebp(png: Buffer): Promise<Buffer>;
}

/**
 * Covers for browsers that take WebP: a sixth of the PNG's bytes, which matters most on a phone
 * opening a share link (the cover is its largest paint). The PNG stays the stored original (link
 * previews and videos use it); the WebP copy is made from it on the first request and kept beside
 * it, under the song's prefix, so the song's removal takes it too. Two first requests at once both
 * write the same bytes (the store writes atomically).
 */
@Injectable()
export class ScreenCovers {
  private readonly logger = new Logger('ScreenCovers');

  constructor(
    private readonly storage: MediaStorage,
    private readonly encoder: CoverEncoder,
  ) {}

  /** The key to send for this cover to a browser that takes WebP; the PNG's own key if the copy cannot be made. */
  async webpKey(pngKey: string): Promise<string> {
    if (!pngKey.endsWith('.png')) return pngKey;
    const webpKey = pngKey.replace(/\.png$/, '.webp');
    if (await this.storage.stat(webpKey)) return webpKey;
    try {
      const webp = await this.encoder.toWebp(await buffer(this.storage.read(pngKey)));
      await this.storage.put(webpKey, webp, 'image/webp');
      return webpKey;
    } catch (error) {
      this.logger.warn(`cover ${pngKey} sent as PNG, its WebP copy could not be made: ${(error as Error).message}`);
      return pngKey;
    }
  }
}
