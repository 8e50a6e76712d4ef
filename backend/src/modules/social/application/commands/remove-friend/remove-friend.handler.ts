import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { socialErrors } from '../../../domain/social.errors';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { RemoveFriendCommand } from './remove-friend.command';

/** Ends a friendship for both; someone who is not your friend is a 404. Shares already made stay. */
@CommandHandler(RemoveFriendCommand)
export class RemoveFriendHandler implements ICommandHandler<RemoveFriendCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
  ) {}

  async execute({ userId, friendId }: RemoveFriendCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      if (!(await this.friends.unfriend(em, userId, friendId))) throw socialErrors.friendNotFound();
    });
  }
}
