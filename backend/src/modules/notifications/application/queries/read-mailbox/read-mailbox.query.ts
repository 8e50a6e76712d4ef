import { Query } from '@nestjs/cqrs';

export interface MailboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** The newest messages of the local mailbox, optionally only those sent to one address. */
export class ReadMailboxQuery extends Query<MailboxEntry[]> {
  constructor(
    readonly to?: string,
    readonly limit = 100,
  ) {
    super();
  }
}
