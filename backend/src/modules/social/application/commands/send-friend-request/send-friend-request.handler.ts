import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { assertMayRequest, FRIEND_REQUESTS_PER_HOUR } from '../../../domain/friend-request';
import { socialErrors } from '../../../domain/social.errors';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SOCIAL_RATE_LIMIT, type SocialRateLimit } from '../../ports/rate-limit.port';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { SendFriendRequestCommand } from './send-friend-request.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * A friend request to another member; the unique pending-pair index settles two racing requests.
 * Each account sends at most 20 an hour (counted in PostgreSQL, so across every API process).
 */
@CommandHandler(SendFriendRequestCommand)
export class SendFriendRequestHandler implements ICommandHandler<SendFriendRequestCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_RATE_LIMIT) private readonly limits: SocialRateLimit,
  ) {}

  async execute({ senderId, receiverId, message }: SendFriendRequestCommand): Promise<Schema<'SentFriendRequest'>> {
    return this.uow.run(async () => {
      const receiver = await this.accounts.byId(receiverId);
      if (!receiver || !receiver.isActive) throw socialErrors.userNotFound();
      assertMayRequest({
        senderId,
        receiverId,
        alreadyFriends: await this.friends.areFriends(senderId, receiverId),
        pendingBetween: await this.friends.pendingBetween(senderId, receiverId),
      });
      await this.limits.consume(`social:friend-request:${senderId}`, FRIEND_REQUESTS_PER_HOUR, 60 * 60);
      const request = await this.friends.createRequest({ senderId, receiverId, message });
      return { id: request.id, receiverId, receiverName: receiver.name, receiverEmail: receiver.email, createdAt: request.createdAt.toISOString() };
    });
  }
}
