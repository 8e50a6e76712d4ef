import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { isLinkValid } from '../../../domain/public-share';
import { linkGrantsFullSong, shareStands } from '../../../domain/share-kind';
import { socialErrors } from '../../../domain/social.errors';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { trackViews } from '../track-views';

import { GetPublicShareQuery } from './get-public-share.query';

/**
 * The public share page's song; an expired, deactivated or unknown link (or a deleted song, or one
 * no longer its sharer's) is a 404, and a deleted account's link shows only the preview.
 */
@QueryHandler(GetPublicShareQuery)
export class GetPublicShareHandler implements IQueryHandler<GetPublicShareQuery> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ shareId, viewerUserId }: GetPublicShareQuery): Promise<Schema<'PublicShare'>> {
    const link = await this.shares.findLink(shareId);
    if (!link || !isLinkValid(link, new Date())) throw socialErrors.shareNotFound();
    const [song] = await this.catalog.songs([link.songId]);
    // A song its sharer deleted after someone else paid for it is that payer's now: the link ends.
    if (!song || !shareStands(link, song.ownerUserId)) throw socialErrors.shareNotFound();
    const sharer = await this.accounts.byId(link.sharedByUserId);
    const full = linkGrantsFullSong(link.shareType, song.isPaid, sharer?.isActive === true);
    const tracks = trackViews(song, full, link.id);
    return {
      id: link.id,
      shareType: full ? 'full' : 'preview',
      expiresAt: link.expiresAt.toISOString(),
      sharedBy: { firstName: sharer?.firstName ?? sharer?.name ?? 'A friend' },
      isOwnSong: viewerUserId !== null && viewerUserId === song.ownerUserId,
      song: {
        id: song.id,
        title: song.title,
        names: song.names,
        danceMoves: song.danceMoves,
        style: song.style as Schema<'SongStyle'>,
        isBirthday: song.isBirthday,
        isWedding: song.isWedding,
        lyrics: song.lyrics,
        isPaid: song.isPaid,
        hasTimestampedLyrics: song.hasTimestampedLyrics,
        audioUrl: tracks[0]?.audioUrl ?? null,
        imageUrl: tracks[0]?.imageUrl ?? null,
        allTracks: tracks,
      },
    };
  }
}
