import { recordEvent } from '../../../shared/messaging';
import type { Song } from '../domain/song';

/**
 * Publishes what other contexts hear of a song's life cycle, in the unit of work that saves it:
 * the song's domain events pulled and mapped to the catalog's integration events. The other
 * domain events stay inside the catalog.
 */
export function recordSongEvents(song: Song): void {
  for (const event of song.pullEvents()) {
    switch (event.type) {
      case 'previews-ready':
        recordEvent('catalog.song-previews-ready.v1', { songId: event.songId, taskId: event.taskId, ownerUserId: event.ownerUserId });
        break;
      case 'rendered':
        recordEvent('catalog.song-rendered.v1', { songId: event.songId, ownerUserId: event.ownerUserId, trackCount: event.trackCount });
        break;
      case 'render-failed':
        recordEvent('catalog.song-failed.v1', { songId: event.songId, taskId: event.taskId, ownerUserId: event.ownerUserId, reason: event.reason });
        break;
      default:
        break;
    }
  }
}
