import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { SongPurchases } from '../application/ports/song-purchases.port';
import type { HeldPurchase } from '../domain/song-purchase';

interface Row {
  order_id: string | null;
  payment_id: string | null;
}

const held = (row: Row | undefined): HeldPurchase | null => (row ? { orderId: row.order_id, paymentId: row.payment_id } : null);

/** checkout.song_purchases: its primary key (the song) lets exactly one purchase win. */
@Injectable()
export class SongPurchasesRepository implements SongPurchases {
  constructor(private readonly ems: EntityManagers) {}

  async take(songId: string, claim: { orderId: string | null; voucherId: string | null }): Promise<HeldPurchase | null> {
    // ON CONFLICT waits for a concurrent insert of the same song to commit or roll back.
    const mine = await this.ems.current().execute<{ song_id: string }[]>(
      `insert into checkout.song_purchases (song_id, order_id, voucher_id) values (?, ?, ?) on conflict (song_id) do nothing returning song_id`,
      [songId, claim.orderId, claim.voucherId],
    );
    if (mine.length === 1) return null;
    // Released between the two statements: report it as in progress rather than guess.
    return (await this.holder(songId)) ?? { orderId: null, paymentId: null };
  }

  async paid(songId: string, paymentId: string): Promise<void> {
    await this.ems.current().execute('update checkout.song_purchases set payment_id = ? where song_id = ?', [paymentId, songId]);
  }

  async releaseOrder(orderId: string): Promise<void> {
    await this.ems.current().execute('delete from checkout.song_purchases where order_id = ? and payment_id is null', [orderId]);
  }

  async releaseUnpaidOrder(orderId: string): Promise<boolean> {
    const rows = await this.ems.current().execute<{ song_id: string }[]>('delete from checkout.song_purchases where order_id = ? and payment_id is null returning song_id', [orderId]);
    return rows.length > 0;
  }

  async releasePayment(paymentId: string): Promise<void> {
    await this.ems.current().execute('delete from checkout.song_purchases where payment_id = ?', [paymentId]);
  }

  async holder(songId: string): Promise<HeldPurchase | null> {
    return held((await this.ems.current().execute<Row[]>('select order_id, payment_id from checkout.song_purchases where song_id = ?', [songId]))[0]);
  }
}
