import type { Schema } from '@boogy/contracts';
import { isOwner, mayBuy, mayHearFullSong, type Viewer } from '../../domain/song-access';
import type { SongSnapshot } from '../ports/song-store.port';
import { toSongView, toTrackView } from '../song-view';

/**
 * Views of a song as its callers see it, made once per snapshot and per kind of caller (owner or
 * not, full song or preview, may buy or not) instead of once per poll. A snapshot is replaced
 * whenever the song changes (the read cache drops it), so a view never outlives the data it shows.
 * Views are frozen: the same object goes to every caller of that kind.
 */
export class SongViewMemo {
  private readonly songs = new WeakMap<SongSnapshot, Map<string, Schema<'Song'>>>();
  private readonly statuses = new WeakMap<SongSnapshot, Map<string, Schema<'MusicStatus'>>>();

  song(snapshot: SongSnapshot, viewer: Viewer, sharedFull: boolean): Schema<'Song'> {
    const { song } = snapshot;
    const key = `${isOwner(song, viewer)}|${sharedFull || mayHearFullSong(song, viewer)}|${mayBuy(song, viewer)}`;
    return remembered(this.songs, snapshot, key, () => toSongView(song, snapshot.tracks, viewer, sharedFull, snapshot.videos));
  }

  status(snapshot: SongSnapshot, taskId: string, viewer: Viewer): Schema<'MusicStatus'> {
    const { song, tracks } = snapshot;
    const full = mayHearFullSong(song, viewer);
    return remembered(this.statuses, snapshot, `${taskId}|${full}`, () => ({
      taskId,
      songId: song.id,
      status: song.status,
      progress: song.progress,
      tracks: tracks.map((t) => toTrackView(t, full)),
      message: song.status === 'failed' ? song.failureReason ?? 'Failed to generate music' : null,
    }));
  }
}

function remembered<T extends object>(memo: WeakMap<SongSnapshot, Map<string, T>>, snapshot: SongSnapshot, key: string, make: () => T): T {
  let views = memo.get(snapshot);
  if (!views) memo.set(snapshot, (views = new Map()));
  let view = views.get(key);
  if (!view) views.set(key, (view = deepFreeze(make())));
  return view;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
