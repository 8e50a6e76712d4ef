import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { connectionState } from '../../../domain/friend-request';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SOCIAL_RATE_LIMIT, type SocialRateLimit } from '../../ports/rate-limit.port';
import { FRIENDS_REPOSITORY, type FriendsRepository } from '../../ports/social.repositories';
import { SearchUsersQuery } from './search-users.query';

/** Searches per user per 15 minutes: plenty for adding friends, too few to harvest addresses. */
export const SEARCHES_PER_15_MINUTES = 30;

/**
 * Exact-address search only (no partial matches, so nobody can list members), rate-limited; a
 * match reveals the name already known to whoever knows the address, and the connection state.
 */
@QueryHandler(SearchUsersQuery)
export class SearchUsersHandler implements IQueryHandler<SearchUsersQuery> {
  constructor(
    @Inject(FRIENDS_REPOSITORY) private readonly friends: FriendsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_RATE_LIMIT) private readonly limits: SocialRateLimit,
  ) {}

  async execute({ userId, email }: SearchUsersQuery): Promise<Schema<'FriendSearchResult'>[]> {
    await this.limits.consume(`social:search:${userId}`, SEARCHES_PER_15_MINUTES, 15 * 60);
    const found = await this.accounts.byEmail(email.trim());
    if (!found || !found.isActive) return [];
    const state = connectionState({
      senderId: userId,
      receiverId: found.id,
      alreadyFriends: await this.friends.areFriends(userId, found.id),
      pendingBetween: await this.friends.pendingBetween(userId, found.id),
    });
    return [{ id: found.id, name: found.name, email: found.email, ...state }];
  }
}
