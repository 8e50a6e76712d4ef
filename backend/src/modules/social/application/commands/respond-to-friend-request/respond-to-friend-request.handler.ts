import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../../../../shared/messaging';
import { resolveRequest } from '../../../domain/friend-request';
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
      const request = await this.friends.lockRequest(requestId);
      if (!request) throw socialErrors.requestNotFound();
      const status = resolveRequest(request, actorId, action);
      await this.friends.setRequestStatus(request.id, status);
      if (status !== 'accepted') return;
      await this.friends.befriend(request.senderId, request.receiverId);
      recordEvent('social.friend-request-accepted.v1', { requestId: request.id, senderUserId: request.senderId, receiverUserId: request.receiverId });
    });
  }
}
