import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { GuestSongs } from '../application/ports/guest-songs.port';
import { SNAPSHOT_SQL, toSnapshot, type Row, type SongSnapshot } from './song-read-cache';

/** One query: the guest's unclaimed songs with their tracks' view fields (never karaoke timings). */
@Injectable()
export class PgGuestSongs extends GuestSongs {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async madeSince(guestId: string, since: Date, limit: number): Promise<SongSnapshot[]> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(`${SNAPSHOT_SQL} where s.guest_id = ? and s.user_id is null and s.created_at > ? order by s.created_at desc, s.id desc limit ?`, [guestId, since, limit]);
    return rows.map(toSnapshot);
  }
}
