import { randomUUID } from 'node:crypto';
import type { MusicProviderPort, MusicTaskState, RenderSongHooks } from '../engine-providers/music-provider';
import { renderSong, type PreviewReady, type RenderedTrack, type SongRequest } from '@boogy/engine';

/**
 * Embedded default: renders on this machine with the local engine (worker threads). `submit` +
 * `status` keep task state in memory for the process lifetime (the catalog's durable job should
 * call `renderSong` directly and store the result in its own media storage).
 */
export class LocalMusicProvider implements MusicProviderPort {
  private readonly tasks = new Map<string, MusicTaskState>();

  submit(request: SongRequest): Promise<{ taskId: string }> {
    const taskId = randomUUID();
    const state: MusicTaskState = { status: 'pending', progress: 0, previews: [] };
    this.tasks.set(taskId, state);
    void this.renderSong(request, {
      onPreview: (preview) => {
        state.status = 'processing';
        state.previews!.push(preview);
        state.progress = Math.max(state.progress, 0.2 * state.previews!.length);
      },
    }).then(
      (song) => Object.assign(state, { status: 'completed', progress: 1, tracks: song.versions }),
      (error: unknown) => Object.assign(state, { status: 'failed', progress: 1, message: error instanceof Error ? error.message : String(error) }),
    );
    state.status = 'processing';
    return Promise.resolve({ taskId });
  }

  status(taskId: string): Promise<MusicTaskState> {
    const state = this.tasks.get(taskId);
    if (!state) return Promise.resolve({ status: 'failed', progress: 1, message: 'Unknown task' });
    return Promise.resolve({ ...state, previews: state.previews?.slice(), tracks: state.tracks?.slice() });
  }

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
