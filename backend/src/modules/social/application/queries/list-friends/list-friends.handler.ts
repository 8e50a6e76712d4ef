import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { withActivePeople } from '../../active-people';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { ListFriendsQuery } from './list-friends.query';

/** The user's friends, newest first (closed accounts left out). */
@QueryHandler(ListFriendsQuery)
export class ListFriendsHandler implements IQueryHandler<ListFriendsQuery> {
  constructor(
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId }: ListFriendsQuery): Promise<Schema<'Friend'>[]> {
    const rows = await this.friends.friendsOf(userId);
    return (await withActivePeople(this.accounts, rows, (r) => r.friendId)).map(({ row: { since }, person: friend }) => ({
      id: friend.id,
      name: friend.name,
      email: friend.email,
      since: since.toISOString(),
    }));
  }
}
