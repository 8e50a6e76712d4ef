import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../../../../shared/messaging';
import { FriendRequest } from '../../../domain/friend-request';
import { socialErrors } from '../../../domain/social.errors';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { RespondToFriendRequestCommand } from './respond-to-friend-request.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * Resolves a request under a row lock, so an accept racing a cancel ends one way only. An accepted
 * request makes the two friends and tells other contexts (social.friend-request-accepted.v1).
 */
@CommandHandler(RespondToFriendRequestCommand)
export class RespondToFriendRequestHandler implements ICommandHandler<RespondToFriendRequestCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
  ) {}

  async execute({ actorId, requestId, action }: RespondToFriendRequestCommand): Promise<void> {
    await this.uow.run(async () => {
      const row = await this.friends.lockRequest(requestId);
      if (!row) throw socialErrors.requestNotFound();
      const request = FriendRequest.restore(row);
      const status = request.respond(actorId, action);
      await this.friends.setRequestStatus(request.id, status);
      for (const { requestId: id, senderUserId, receiverUserId } of request.pullEvents()) {
        await this.friends.befriend(senderUserId, receiverUserId);
        recordEvent('social.friend-request-accepted.v1', { requestId: id, senderUserId, receiverUserId });
      }
    });
  }
}
