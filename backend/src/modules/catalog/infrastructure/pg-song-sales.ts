import { Injectable } from '@nestjs/common';
import type { SongForPurchase } from '../../checkout/public';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { SongSales } from '../application/ports/song-sales.port';
import { Song as SongAggregate } from '../domain/song';
import { humanSongTitle } from '../domain/song-title';
import { Song } from './entities/song.entity';
import { claimGuestSongs, isUuid } from './song.repository';
import { invalidateOnCommit } from './song-read-cache';
import { songStateOfRow, type SongTableRow } from './song-state';

/** catalog.songs as checkout's purchases read and change it. */
@Injectable()
export class PgSongSales extends SongSales {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async findForPurchase(songId: string): Promise<SongForPurchase | null> {
    if (!isUuid(songId)) return null;
    const song = await this.ems.current().findOne(Song, { id: songId }, { fields: ['id', 'title', 'userId', 'guestId', 'isPaid'] });
    return song ? { id: song.id, title: song.title, ownerUserId: song.userId, guestId: song.guestId, isPaid: song.isPaid } : null;
  }

  async humanTitle(songId: string, product: string): Promise<string | null> {
    if (!isUuid(songId)) return null;
    const song = await this.ems.current().findOne(Song, { id: songId }, { fields: ['title', 'names', 'style', 'isBirthday', 'isWedding'] });
    return song ? humanSongTitle(product, song) : null;
  }

  async lockForPayment(songId: string): Promise<SongAggregate | null> {
    if (!isUuid(songId)) return null;
    const [row] = await this.ems.current().execute<SongTableRow[]>('select * from catalog.songs where id = ? for update', [songId]);
    return row ? SongAggregate.restore(songStateOfRow(row)) : null;
  }

  async savePayment(song: SongAggregate): Promise<void> {
    const em = this.ems.current();
    await em.execute('update catalog.songs set is_paid = ?, payment_id = ?, expires_at = ?, updated_at = now() where id = ?', [song.isPaid, song.paymentId, song.expiresAt, song.id]);
    invalidateOnCommit(em, song.id, song.taskId);
  }

  assignGuestSongs(guestId: string, userId: string): Promise<number> {
    if (!isUuid(guestId) || !isUuid(userId)) return Promise.resolve(0);
    return claimGuestSongs(this.ems.current(), guestId, userId);
  }
}
