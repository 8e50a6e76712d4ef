import { socialErrors } from './social.errors';

export type ShareKind = 'full' | 'preview';

export interface SongFacts {
  ownerUserId: string | null;
  isPaid: boolean;
}

/**
 * Only its owner shares a song (anyone else: 404), and `full` only once it is paid; without a kind
 * asked for, a paid song is shared in full and an unpaid one as its preview.
 */
export function shareKindFor(song: SongFacts, sharerId: string, requested: ShareKind | undefined): ShareKind {
  if (song.ownerUserId !== sharerId) throw socialErrors.songNotFound();
  if (requested === 'full' && !song.isPaid) throw socialErrors.fullNeedsPaidSong();
  return requested ?? (song.isPaid ? 'full' : 'preview');
}

/** A refund locks the song again: a full share then plays only the preview. */
export const grantsFullSong = (kind: ShareKind, songIsPaid: boolean) => kind === 'full' && songIsPaid;

/**
 * A share stands while its sharer still owns the song: a song its owner deleted after someone else
 * paid for it stays with that payer, and the old owner's shares and links of it end. A share someone
 * bought (it names its payment) always stands, whoever owns the song.
 */
export const shareStands = (share: { sharedByUserId: string; paymentId?: string | null }, ownerUserId: string | null) =>
  Boolean(share.paymentId) || (ownerUserId !== null && share.sharedByUserId === ownerUserId);

/** A public link plays the full song only while its sharer's account is active: a deleted account's links serve the preview. */
export const linkGrantsFullSong = (kind: ShareKind, songIsPaid: boolean, sharerIsActive: boolean) => grantsFullSong(kind, songIsPaid) && sharerIsActive;

export const MESSAGE_MAX_LENGTH = 500;
