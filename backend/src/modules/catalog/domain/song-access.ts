/**
 * Who is asking: a signed-in user, a guest (signed guest cookie), or both for the one request in
 * which a guest's songs are claimed by the account they just signed into.
 */
export interface Viewer {
  userId: string | null;
  guestId: string | null;
}

export interface OwnedSong {
  userId: string | null;
  guestId: string | null;
  isPaid: boolean;
}

/** The owner: the user it belongs to, or the guest cookie that made it while no user owns it. */
export function isOwner(song: OwnedSong, viewer: Viewer): boolean {
  if (song.userId) return song.userId === viewer.userId;
  return song.guestId !== null && song.guestId === viewer.guestId;
}

/** The full-length file is served only to the owner of a paid song; everyone else hears the preview. */
export function mayHearFullSong(song: OwnedSong, viewer: Viewer): boolean {
  return song.isPaid && isOwner(song, viewer);
}

/**
 * Who may buy the full song: its owner, or anyone holding the preview link of a member's song (it
 * becomes paid for its owner and the buyer gets a full share). A guest's song has no account to
 * share it from, so only that guest may buy it.
 */
export function mayBuy(song: OwnedSong, viewer: Viewer): boolean {
  return !song.isPaid && (isOwner(song, viewer) || song.userId !== null);
}

export const PREVIEW_SECONDS = 40;
