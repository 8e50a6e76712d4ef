import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../../shared/application/unit-of-work';
import { SongStore } from '../ports/song-store.port';
import { SongMediaRemoval } from '../media/song-media-removal';

export const EXPIRE_QUEUE = 'catalog-expire-unpaid-songs';
/** Every 10 minutes: an unpaid song lives its 24 h, give or take ten minutes. */
export const EXPIRE_CRON = '*/10 * * * *';
const BATCH = 200;

/**
 * Removes unpaid songs past their expiry, rows first and files second. The rows are taken under
 * their row locks, so a payment marking one paid either comes first (the song stays, with its
 * files) or finds it gone; the files' removal is queued in the same transaction, so a crash or a
 * store failure before they are removed leaves nothing behind for good.
 */
@Injectable()
export class ExpireUnpaidSongsJob {
  private readonly logger = new Logger('ExpireSongs');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly songs: SongStore,
    private readonly media: SongMediaRemoval,
  ) {}

  async run(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await this.uow.run(async () => {
        const songIds = await this.songs.removeExpiredUnpaid(now, BATCH);
        await this.media.queueWith(songIds);
        return songIds;
      });
      if (ids.length === 0) break;
      await this.media.removeNow(ids);
      removed += ids.length;
      if (ids.length < BATCH) break;
    }
    if (removed > 0) this.logger.log(`removed ${removed} expired unpaid song(s)`);
    return removed;
  }
}
