import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { grantsFullSong, shareStands } from '../../../domain/share-kind';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { trackViews } from '../track-views';
import { CountUnreadSharedSongsQuery, ListSharedSongsQuery } from './list-shared-songs.query';

/**
 * Songs friends shared with the user, newest first; songs deleted meanwhile (or no longer the
 * sharer's: deleted by them after someone else paid for them) are left out, a bought one stays. A full
 * share points at the full file (the media endpoint checks the share again), a preview at the preview.
 */
@QueryHandler(ListSharedSongsQuery)
export class ListSharedSongsHandler implements IQueryHandler<ListSharedSongsQuery> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId }: ListSharedSongsQuery): Promise<Schema<'SharedSong'>[]> {
    const shares = await this.shares.friendSharesFor(userId);
    const songs = new Map((await this.catalog.songs(shares.map((s) => s.songId))).map((s) => [s.id, s]));
    const sharers = await this.accounts.byIds(shares.map((s) => s.sharedByUserId));
    return shares.flatMap((share) => {
      const song = songs.get(share.songId);
      if (!song || !shareStands(share, song.ownerUserId)) return [];
      const full = grantsFullSong(share.shareType, song.isPaid);
      const tracks = trackViews(song, full, null);
      return [{
        id: share.id,
        songId: song.id,
        songTitle: song.title,
        songAudioUrl: tracks[0]?.audioUrl ?? null,
        songPreviewUrl: tracks[0]?.previewUrl ?? null,
        songImageUrl: tracks[0]?.imageUrl ?? null,
        songNames: song.names,
        songStyle: song.style as Schema<'SongStyle'>,
        songIsBirthday: song.isBirthday,
        songIsWedding: song.isWedding,
        songLyrics: song.lyrics,
        songHasTimestampedLyrics: song.hasTimestampedLyrics,
        songDanceMoves: song.danceMoves,
        tracks,
        sharedBy: { id: share.sharedByUserId, name: sharers.get(share.sharedByUserId)?.name ?? 'A friend' },
        shareType: full ? 'full' : 'preview',
        message: share.message,
        isRead: share.isRead,
        createdAt: share.createdAt.toISOString(),
      }];
    });
  }
}

@QueryHandler(CountUnreadSharedSongsQuery)
export class CountUnreadSharedSongsHandler implements IQueryHandler<CountUnreadSharedSongsQuery> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
  ) {}

  async execute({ userId }: CountUnreadSharedSongsQuery): Promise<Schema<'UnreadCount'>> {
    return { unreadCount: await this.shares.unreadCount(userId) };
  }
}
