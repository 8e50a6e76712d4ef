export const SENDER_ACCOUNTS = Symbol('COMMUNITY_SENDER_ACCOUNTS');

/** What community needs to know about a signed-in sender (identity's public facade behind it). */
export interface SenderAccounts {
  /** The account's email when its owner has proved it (opened a link we emailed there), else null. */
  provedEmailOf(userId: string): Promise<string | null>;
}
