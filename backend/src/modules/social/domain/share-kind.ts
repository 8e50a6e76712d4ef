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

export const MESSAGE_MAX_LENGTH = 500;
