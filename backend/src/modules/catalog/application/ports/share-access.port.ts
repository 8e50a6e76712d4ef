/**
 * Who else may hear a paid song in full: a user holding a full friend share of it, or anyone
 * holding a live full public link (`shareId`). Social answers, behind this port. `ownerUserId` is
 * the song's owner now: a share or link someone made before the song stopped being theirs (they
 * deleted it and it stayed with its payer) grants nothing, a share someone paid for always does.
 */
export const SHARE_ACCESS = Symbol('SHARE_ACCESS');

export interface ShareAccessPort {
  grantsFullSong(songId: string, who: { userId: string | null; shareId: string | null }, ownerUserId: string | null): Promise<boolean>;
}

/**
 * Who paid for a song (through checkout): a song paid by someone other than its owner stays with
 * that payer when its owner deletes it.
 */
export const SONG_PAYERS = Symbol('SONG_PAYERS');

export interface SongPayersPort {
  /** The user whose live payment this is; null once refunded. */
  payerOf(paymentId: string): Promise<string | null>;
}
