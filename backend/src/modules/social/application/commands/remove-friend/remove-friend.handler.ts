import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { socialErrors } from '../../../domain/social.errors';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { RemoveFriendCommand } from './remove-friend.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Ends a friendship for both; someone who is not your friend is a 404. Shares already made stay. */
@CommandHandler(RemoveFriendCommand)
export class RemoveFriendHandler implements ICommandHandler<RemoveFriendCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
  ) {}

  async execute({ userId, friendId }: RemoveFriendCommand): Promise<void> {
    await this.uow.run(async () => {
      if (!(await this.friends.unfriend(userId, friendId))) throw socialErrors.friendNotFound();
    });
  }
}
