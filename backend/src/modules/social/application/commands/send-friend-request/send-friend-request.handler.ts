import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { assertMayRequest } from '../../../domain/friend-request';
import { socialErrors } from '../../../domain/social.errors';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { SendFriendRequestCommand } from './send-friend-request.command';

/** A friend request to another member; the unique pending-pair index settles two racing requests. */
@CommandHandler(SendFriendRequestCommand)
export class SendFriendRequestHandler implements ICommandHandler<SendFriendRequestCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ senderId, receiverId, message }: SendFriendRequestCommand): Promise<Schema<'SentFriendRequest'>> {
    return this.orm.em.fork().transactional(async (em) => {
      const receiver = await this.accounts.byId(em, receiverId);
      if (!receiver || !receiver.isActive) throw socialErrors.userNotFound();
      assertMayRequest({
        senderId,
        receiverId,
        alreadyFriends: await this.friends.areFriends(em, senderId, receiverId),
        pendingBetween: await this.friends.pendingBetween(em, senderId, receiverId),
      });
      const request = await this.friends.createRequest(em, { senderId, receiverId, message });
      return { id: request.id, receiverId, receiverName: receiver.name, receiverEmail: receiver.email, createdAt: request.createdAt.toISOString() };
    });
  }
}
