// The catalog's public facade: the only import other contexts may use.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Song } from '../infrastructure/entities/song.entity';
import { claimGuestSongs, isUuid } from '../infrastructure/song.repository';
import { songReadCache } from '../infrastructure/song-read-cache';

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
  if (!isUuid(songId)) return false;
  const changed = await em.nativeUpdate(Song, { id: songId }, { isPaid: true, paymentId, expiresAt: null });
  songReadCache.invalidate(songId);
  return changed > 0;
}

/** A refund locks the full song again; it then expires like any unpaid song (pass SONG_EXPIRY_HOURS). */
export async function revokeSongPayment(em: EntityManager, songId: string, expiryHours: number): Promise<boolean> {
  if (!isUuid(songId)) return false;
  const changed = await em.nativeUpdate(Song, { id: songId }, { isPaid: false, paymentId: null, expiresAt: new Date(Date.now() + expiryHours * 3600_000) });
  songReadCache.invalidate(songId);
  return changed > 0;
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
  songReadCache.invalidate(songId);
  return changed > 0;
}

export { GUEST_COOKIE, GuestCookie } from '../interface/http/guest-cookie';
