// The catalog's public facade: the only import other contexts may use.
import type { EntityManager } from '@mikro-orm/postgresql';
import { humanSongTitle } from '../domain/song-title';
import { Song } from '../infrastructure/entities/song.entity';
import { claimGuestSongs, isUuid } from '../infrastructure/song.repository';
import { invalidateOnCommit } from '../infrastructure/song-read-cache';
import { SongPaidTwiceError } from '../domain/song-payment';
import { Song as SongAggregate } from '../domain/song';
import { songStateOfRow, type SongTableRow } from '../infrastructure/song-state';

export interface SongForPurchase {
  id: string;
  title: string;
  ownerUserId: string | null;
  guestId: string | null;
  isPaid: boolean;
}

/** The facts checkout needs to sell a song, or null when there is no such song. */
export async function findSongForPurchase(em: EntityManager, songId: string): Promise<SongForPurchase | null> {
  if (!isUuid(songId)) return null;
  const song = await em.findOne(Song, { id: songId }, { fields: ['id', 'title', 'userId', 'guestId', 'isPaid'] });
  return song ? { id: song.id, title: song.title, ownerUserId: song.userId, guestId: song.guestId, isPaid: song.isPaid } : null;
}

/** The title people read (receipts): the owner's own, else names · style event; null when there is no such song. */
export async function findSongHumanTitle(em: EntityManager, songId: string, product: string): Promise<string | null> {
  if (!isUuid(songId)) return null;
  const song = await em.findOne(Song, { id: songId }, { fields: ['title', 'names', 'style', 'isBirthday', 'isWedding'] });
  return song ? humanSongTitle(product, song) : null;
}

/** What marking a song paid did: only 'marked' changed anything. */
export type MarkPaidOutcome = 'marked' | 'already_by_this_payment' | 'paid_by_another_payment' | 'missing';

/**
 * Unlocks the full song (run it in checkout's transaction with the payment). A paid song never
 * expires. Checked under the song's row lock: a song already paid by another payment is left as it
 * is, and a repeat with the same payment changes nothing (idempotent per payment).
 */
export async function markSongPaidOnce(em: EntityManager, songId: string, paymentId: string): Promise<MarkPaidOutcome> {
  const song = await lockSong(em, songId);
  if (!song) return 'missing';
  try {
    if (!song.pay(paymentId)) return 'already_by_this_payment';
  } catch (error) {
    if (error instanceof SongPaidTwiceError) return 'paid_by_another_payment';
    throw error;
  }
  await savePayment(em, song);
  return 'marked';
}

/** markSongPaidOnce as a yes/no: true when the song is (now) paid by this payment. */
export async function markSongPaid(em: EntityManager, songId: string, paymentId: string): Promise<boolean> {
  const outcome = await markSongPaidOnce(em, songId, paymentId);
  return outcome === 'marked' || outcome === 'already_by_this_payment';
}

/**
 * A refund locks the full song again; it then expires like any unpaid song (pass SONG_EXPIRY_HOURS).
 * With paymentId, only when that payment is the one that unlocked it (refunding a duplicate leaves the song paid).
 */
export async function revokeSongPayment(em: EntityManager, songId: string, expiryHours: number, paymentId?: string): Promise<boolean> {
  const song = await lockSong(em, songId);
  if (!song?.revokePayment(paymentId, new Date(), expiryHours)) return false;
  await savePayment(em, song);
  return true;
}

/** The song under its row lock (in the caller's transaction, if any), as the aggregate whose rules decide. */
async function lockSong(em: EntityManager, songId: string): Promise<SongAggregate | null> {
  if (!isUuid(songId)) return null;
  const [row] = await em.execute<SongTableRow[]>('select * from catalog.songs where id = ? for update', [songId]);
  return row ? SongAggregate.restore(songStateOfRow(row)) : null;
}

/** Writes what paying and refunding change; the read cache forgets the song (by song and task id) once that commits. */
async function savePayment(em: EntityManager, song: SongAggregate): Promise<void> {
  await em.execute('update catalog.songs set is_paid = ?, payment_id = ?, expires_at = ?, updated_at = now() where id = ?', [song.isPaid, song.paymentId, song.expiresAt, song.id]);
  invalidateOnCommit(em, song.id, song.taskId);
}

/** Moves a guest's songs (not yet owned by any user) to the account; returns how many moved. */
export async function assignGuestSongsToUser(em: EntityManager, guestId: string, userId: string): Promise<number> {
  if (!isUuid(guestId) || !isUuid(userId)) return 0;
  return claimGuestSongs(em, guestId, userId);
}

/** Also gives a song to a user directly (a guest who paid with an email that has an account). */
export async function assignSongToUser(em: EntityManager, songId: string, userId: string): Promise<boolean> {
  if (!isUuid(songId) || !isUuid(userId)) return false;
  const changed = await em.nativeUpdate(Song, { id: songId, userId: null }, { userId });
  invalidateOnCommit(em, songId, null);
  return changed > 0;
}

/** Length of a free preview, in seconds (the paywall serves no more). */
export { PREVIEW_SECONDS } from '../domain/song-access';
/** Admin dashboard: song totals, the newest songs, songs per user, through the QueryBus. */
export { GetSongTotalsQuery, ListRecentSongsQuery, CountSongsByUserQuery, type AdminSongRow, type SongTotals, type UserSongCounts } from '../application/queries/admin-song-stats/admin-song-stats.queries';
