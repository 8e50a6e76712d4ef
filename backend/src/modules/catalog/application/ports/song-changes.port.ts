/**
 * Render progress across processes: the worker that renders a song says when its state changed
 * (a preview stored, completed, failed), and every API process hears it at once, so render status
 * can be pushed to the browser (Server-Sent Events) instead of being polled for.
 */
export abstract class SongChanges {
  /** Tells every process, this one too, that the song changed. Never throws: polling is the fallback. */
  abstract publish(songId: string): Promise<void>;
  /** Calls `listener` on each change of the song until the returned function is called. */
  abstract subscribe(songId: string, listener: () => void): () => void;
}
