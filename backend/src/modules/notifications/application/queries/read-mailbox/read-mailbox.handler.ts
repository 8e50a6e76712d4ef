import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MAILBOX, type Mailbox } from '../../ports/mailbox.port';
import { ReadMailboxQuery, type MailboxEntry } from './read-mailbox.query';

const LINK = /https?:\/\/[^\s<>"']+/g;

@QueryHandler(ReadMailboxQuery)
export class ReadMailboxHandler implements IQueryHandler<ReadMailboxQuery> {
  constructor(@Inject(MAILBOX) private readonly mailbox: Mailbox) {}

  async execute({ to, limit }: ReadMailboxQuery): Promise<MailboxEntry[]> {
    const rows = await this.mailbox.latest({ to: to ? to.trim().toLowerCase() : undefined, limit });
    return rows.map((m) => ({
      id: m.id,
      from: m.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      links: [...new Set(m.text.match(LINK) ?? [])],
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
