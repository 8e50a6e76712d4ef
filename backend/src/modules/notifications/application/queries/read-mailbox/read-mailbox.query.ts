import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

/** One message as GET /api/dev/mailbox answers it (the contract's shape). */
export type MailboxEntry = Schema<'DevMailbox'>['messages'][number];

/** The newest messages of the local mailbox, optionally only those sent to one address. */
export class ReadMailboxQuery extends Query<MailboxEntry[]> {
  constructor(
    readonly to?: string,
    readonly limit = 100,
  ) {
    super();
  }
}
