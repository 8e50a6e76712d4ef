import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SongStore } from '../ports/song-store.port';
import { MediaKeys, MediaStorage } from '../media/media-storage';

export const EXPIRE_QUEUE = 'catalog-expire-unpaid-songs';
/** Every 10 minutes: an unpaid song lives its 24 h, give or take ten minutes. */
export const EXPIRE_CRON = '*/10 * * * *';
const BATCH = 200;

/**
 * Removes unpaid songs past their expiry, files first and rows second: a crash in between leaves
 * rows that the next run removes again, never files without a record.
 */
@Injectable()
export class ExpireUnpaidSongsJob {
  private readonly logger = new Logger('ExpireSongs');

  constructor(
    private readonly orm: MikroORM,
    private readonly storage: MediaStorage,
    private readonly songs: SongStore,
  ) {}

  async run(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const em = this.orm.em.fork();
      const ids = await this.songs.expiredUnpaid(em, now, BATCH);
      if (ids.length === 0) break;
      for (const id of ids) await this.storage.deletePrefix(MediaKeys.songPrefix(id));
      // A payment that landed meanwhile keeps the song.
      await this.songs.removeUnpaid(em, ids);
      removed += ids.length;
      if (ids.length < BATCH) break;
    }
    if (removed > 0) this.logger.log(`removed ${removed} expired unpaid song(s)`);
    return removed;
  }
}
