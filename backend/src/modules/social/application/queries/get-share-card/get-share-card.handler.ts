import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isLinkValid } from '../../../domain/public-share';
import { linkGrantsFullSong, shareStands } from '../../../domain/share-kind';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { GetShareCardQuery, type ShareCard } from './get-share-card.query';

/**
 * A share's preview card: the song's names, style, event and cover. Nothing secret is in it (no
 * lyrics, no audio): crawlers read it from the page's HTML. A link that no longer plays gives null.
 */
@QueryHandler(GetShareCardQuery)
export class GetShareCardHandler implements IQueryHandler<GetShareCardQuery> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ shareId }: GetShareCardQuery): Promise<ShareCard | null> {
    const link = await this.shares.findLink(shareId);
    if (!link || !isLinkValid(link, new Date())) return null;
    const [song] = await this.catalog.songs([link.songId]);
    if (!song || !shareStands(link, song.ownerUserId)) return null;
    const sharer = await this.accounts.byId(link.sharedByUserId);
    const firstTrack = [...song.tracks].sort((a, b) => a.version - b.version)[0];
    // The video this link plays: the whole song through a full link of a paid song, else the preview.
    const videoKind = linkGrantsFullSong(link.shareType, song.isPaid, sharer?.isActive === true) ? 'full' : 'preview';
    return {
      shareId: link.id,
      song: { title: song.title, names: song.names, style: song.style, isBirthday: song.isBirthday, isWedding: song.isWedding },
      coverPath: firstTrack?.imageUrl ?? null,
      sharedByFirstName: sharer?.firstName ?? sharer?.name ?? 'A friend',
      video: song.readyVideos.includes(videoKind) ? { path: `${song.videoUrl}?share=${encodeURIComponent(link.id)}`, width: 1080, height: 1920 } : null,
    };
  }
}
