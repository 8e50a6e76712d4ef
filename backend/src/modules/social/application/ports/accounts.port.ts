
/** What social needs to know about users (identity's public facade, behind this port). */
export const ACCOUNTS = Symbol('SOCIAL_ACCOUNTS');

export interface Account {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  isActive: boolean;
  /** Proved by opening a link emailed to it: only such accounts may email strangers. */
  emailProved: boolean;
}

export interface AccountsPort {
  byId(id: string): Promise<Account | null>;
  byEmail(email: string): Promise<Account | null>;
  byIds(ids: readonly string[]): Promise<Map<string, Account>>;
  /** Where the user's affiliate payouts go (the affiliate context's), or null. */
  payoutEmailOf(userId: string): Promise<string | null>;
  /** The user's own referral code (the affiliate context's): invitations link to `/?ref=` it. */
  referralCodeOf(userId: string): Promise<string>;
}
