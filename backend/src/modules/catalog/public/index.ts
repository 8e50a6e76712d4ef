// The catalog's public facade: the only import other contexts may use.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Song } from '../infrastructure/entities/song.entity';
import { claimGuestSongs, isUuid } from '../infrastructure/song.repository';
import { invalidateOnCommit } from '../infrastructure/song-read-cache';

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

/**
 * Unlocks the full song (run it in checkout's transaction with the payment). A paid song never
 * expires. Returns false when the song does not exist.
 */
export async function markSongPaid(em: EntityManager, songId: string, paymentId: string): Promise<boolean> {
  return updateSong(em, songId, 'is_paid = true, payment_id = ?, expires_at = null', [paymentId]);
}

/** A refund locks the full song again; it then expires like any unpaid song (pass SONG_EXPIRY_HOURS). */
export async function revokeSongPayment(em: EntityManager, songId: string, expiryHours: number): Promise<boolean> {
  return updateSong(em, songId, "is_paid = false, payment_id = null, expires_at = now() + make_interval(hours => ?)", [expiryHours]);
}

/** One UPDATE of the song in the caller's transaction; the read cache forgets it (by song and task id) once that commits. */
async function updateSong(em: EntityManager, songId: string, assignments: string, values: unknown[]): Promise<boolean> {
  if (!isUuid(songId)) return false;
  const rows = await em.execute<{ task_id: string | null }[]>(`update catalog.songs set ${assignments}, updated_at = now() where id = ? returning task_id`, [...values, songId]);
  if (rows.length === 0) return false;
  invalidateOnCommit(em, songId, rows[0]!.task_id);
  return true;
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

export { GUEST_COOKIE, GuestCookie } from '../interface/http/guest-cookie';
