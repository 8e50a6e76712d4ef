import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Schema } from '@boogy/contracts';

/** The frontend's server-side renderer (frontend/src/prerender.tsx, built by its scripts/prerender.mjs). */
interface FrontendRenderer {
  renderSharePage(shareId: string, share: Schema<'PublicShare'>, lyrics: SongLyrics[]): Promise<{ markup: string; seed: string }>;
}

/** One version's lyrics as GET /api/songs/{id}/timestamped-lyrics answers them. */
export interface SongLyrics {
  version: number;
  data: Schema<'TimestampedLyrics'>;
}

/** Where the frontend's build puts its renderer, relative to the built app. */
const RENDERER = join('.ssr', 'prerender.cjs');

/**
 * Pages' first screens rendered on the server with their data, by the frontend's own components:
 * the page paints its song before the app's JavaScript has even arrived. Loaded from the built
 * frontend, and loaded again when a rebuild replaces it; null while the frontend is not built.
 */
export class FirstScreens {
  private loaded: { mtimeMs: number; renderer: FrontendRenderer } | null = null;

  constructor(private readonly frontendDir: string) {}

  /** Loads the renderer now (a few hundred milliseconds), so the first visitor's page does not wait for it. */
  async warm(): Promise<void> {
    await this.renderer();
  }

  async sharePage(shareId: string, share: Schema<'PublicShare'>, lyrics: SongLyrics[]): Promise<{ markup: string; seed: string } | null> {
    const renderer = await this.renderer();
    return renderer ? renderer.renderSharePage(shareId, share, lyrics) : null;
  }

  private async renderer(): Promise<FrontendRenderer | null> {
    const file = join(this.frontendDir, RENDERER);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(file)];
      // A build output found at run time: CommonJS, so a plain require loads it.
      this.loaded = { mtimeMs, renderer: require(file) as FrontendRenderer };
    }
    return this.loaded.renderer;
  }
}
