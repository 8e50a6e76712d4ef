import { Injectable, Logger } from '@nestjs/common';
import { inOpenTransaction, JobQueue, type JobSendOptions } from '../../../../shared/messaging';
import { MediaKeys, MediaStorage } from './media-storage';

export const REMOVE_MEDIA_QUEUE = 'catalog-remove-song-media';

export interface RemoveSongMediaJobData {
  songIds: string[];
}

/**
 * A store that is down for a while (or a bucket that throttles) is retried with backoff, up to an
 * hour apart, for about a day: the objects are unreachable meanwhile (no row points at them).
 */
const REMOVE_MEDIA_JOB_OPTIONS: JobSendOptions = { retryLimit: 30, retryDelay: 10, retryBackoff: true, retryDelayMax: 3600 };

/**
 * Removing a song's objects once its rows are gone, made durable: whoever deletes song rows
 * queues the removal in the same transaction (`queueWith`), then removes at once (`removeNow`).
 * If the process dies between the commit and the store, or the store fails, the queued job
 * removes what is left; removing a prefix that is already empty changes nothing.
 */
@Injectable()
export class SongMediaRemoval {
  private readonly logger = new Logger('SongMediaRemoval');

  constructor(
    private readonly queue: JobQueue,
    private readonly storage: MediaStorage,
  ) {}

  /** In the unit of work that deletes the songs' rows: the job exists if and only if they are gone. */
  async queueWith(songIds: readonly string[]): Promise<void> {
    if (songIds.length === 0) return;
    await this.queue.send<RemoveSongMediaJobData>(REMOVE_MEDIA_QUEUE, { songIds: [...songIds] }, { ...REMOVE_MEDIA_JOB_OPTIONS, db: inOpenTransaction() });
  }

  /** After the commit; a failure is only logged, the queued job tries again. */
  async removeNow(songIds: readonly string[]): Promise<void> {
    try {
      await this.remove(songIds);
    } catch (error) {
      this.logger.warn(`media of ${songIds.length} deleted song(s) not removed yet, the queued job retries: ${(error as Error).message}`);
    }
  }

  /** The queued job (throws so pg-boss retries it). */
  async remove(songIds: readonly string[]): Promise<void> {
    for (const id of songIds) await this.storage.deletePrefix(MediaKeys.songPrefix(id));
  }
}
