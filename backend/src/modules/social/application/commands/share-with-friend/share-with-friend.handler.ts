import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { socialErrors } from '../../../domain/social.errors';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { songToShare } from '../../song-to-share';
import { FRIENDS_REPOSITORY, SHARES_REPOSITORY, type FriendsRepository, type SharesRepository } from '../../ports/social.repositories';
import { ShareWithFriendCommand } from './share-with-friend.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Shares one of the sharer's songs with one friend: full only for a paid song, else its preview. */
@CommandHandler(ShareWithFriendCommand)
export class ShareWithFriendHandler implements ICommandHandler<ShareWithFriendCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
  ) {}

  async execute(command: ShareWithFriendCommand): Promise<Schema<'FriendShareCreated'>> {
    return this.uow.run(async () => {
      const { song, shareType } = await songToShare(this.catalog, command);
      if (!(await this.friends.areFriends(command.sharerId, command.friendId))) throw socialErrors.notFriends();
      const share = await this.shares.addFriendShare({
        songId: song.id,
        sharedByUserId: command.sharerId,
        sharedWithUserId: command.friendId,
        shareType,
        message: command.message?.trim() || null,
        paymentId: null,
      });
      return { id: share.id, songId: song.id, friendId: command.friendId, shareType, createdAt: share.createdAt.toISOString() };
    });
  }
}
