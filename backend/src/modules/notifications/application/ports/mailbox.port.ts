export const MAILBOX = Symbol('NotificationsMailbox');

/** One email kept in the local mailbox. */
export interface StoredEmail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The local mailbox (the stand-in for SMTP), read for developers and browser tests. */
export interface Mailbox {
  /** Newest first; only those sent to `to` (compared as given) when given. */
  latest(options: { to?: string; limit: number }): Promise<StoredEmail[]>;
}
