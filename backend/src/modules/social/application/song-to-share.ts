import { shareKindFor, type ShareKind } from '../domain/share-kind';
import { socialErrors } from '../domain/social.errors';
import type { SongCatalogPort, SongFacts } from './ports/catalog.port';

/** The song a sharer asks to share, with the kind they may give it as (gone, or not theirs: 404). */
export async function songToShare(
  catalog: SongCatalogPort,
  request: { songId: string; sharerId: string; shareType: ShareKind | undefined },
): Promise<{ song: SongFacts; shareType: ShareKind }> {
  const [song] = await catalog.songs([request.songId]);
  if (!song) throw socialErrors.songNotFound();
  return { song, shareType: shareKindFor(song, request.sharerId, request.shareType) };
}
