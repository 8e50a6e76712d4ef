import type { MusicProviderPort, RenderSongHooks } from '../engine-providers/music-provider';
import { renderSong, type PreviewReady, type RenderedTrack, type SongRequest } from '@boogy/engine';

/** Embedded default: renders on this machine with the local engine (worker threads). */
export class LocalMusicProvider implements MusicProviderPort {
  async renderSong(request: SongRequest, hooks: RenderSongHooks = {}): Promise<{ versions: [RenderedTrack, RenderedTrack] }> {
    const pending: Promise<void>[] = [];
    const song = await renderSong(request, {
      queuedAt: hooks.queuedAt,
      onPreview: (preview: PreviewReady) => {
        if (hooks.onPreview) pending.push(Promise.resolve(hooks.onPreview(preview)));
      },
    });
    await Promise.all(pending);
    return song;
  }
}
