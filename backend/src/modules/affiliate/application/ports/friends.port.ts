import type { EntityManager } from '@mikro-orm/postgresql';

export const FRIENDS_PORT = Symbol('AffiliateFriendsPort');

/** The "Friends Linked" figure of the account dashboard. */
export interface FriendsPort {
  friendsLinked(em: EntityManager, userId: string): Promise<number>;
}
