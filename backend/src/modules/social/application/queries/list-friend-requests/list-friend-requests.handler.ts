import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { withActivePeople } from '../../active-people';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { ListReceivedRequestsQuery, ListSentRequestsQuery } from './list-friend-requests.query';

/** Pending requests the user received, newest first. */
@QueryHandler(ListReceivedRequestsQuery)
export class ListReceivedRequestsHandler implements IQueryHandler<ListReceivedRequestsQuery> {
  constructor(
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId }: ListReceivedRequestsQuery): Promise<Schema<'PendingFriendRequest'>[]> {
    const requests = await this.friends.pendingReceived(userId);
    return (await withActivePeople(this.accounts, requests, (r) => r.senderId)).map(({ row: r, person: sender }) => ({
      id: r.id,
      senderId: sender.id,
      senderName: sender.name,
      senderEmail: sender.email,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}

/** Pending requests the user sent, newest first. */
@QueryHandler(ListSentRequestsQuery)
export class ListSentRequestsHandler implements IQueryHandler<ListSentRequestsQuery> {
  constructor(
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId }: ListSentRequestsQuery): Promise<Schema<'SentFriendRequest'>[]> {
    const requests = await this.friends.pendingSent(userId);
    return (await withActivePeople(this.accounts, requests, (r) => r.receiverId)).map(({ row: r, person: receiver }) => ({
      id: r.id,
      receiverId: receiver.id,
      receiverName: receiver.name,
      receiverEmail: receiver.email,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
