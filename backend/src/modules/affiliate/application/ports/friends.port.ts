
export const FRIENDS_PORT = Symbol('AffiliateFriendsPort');

/** The "Friends Linked" figure of the account dashboard. */
export interface FriendsPort {
  friendsLinked(userId: string): Promise<number>;
}
