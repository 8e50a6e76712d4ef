import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { Mailbox, StoredEmail } from '../application/ports/mailbox.port';
import { MailboxMessage } from './entities/mailbox-message.entity';

/** notifications.mailbox, where DatabaseMailbox delivers. */
@Injectable()
export class OrmMailbox implements Mailbox {
  constructor(private readonly ems: EntityManagers) {}

  latest(options: { to?: string; limit: number }): Promise<StoredEmail[]> {
    return this.ems.current().find(MailboxMessage, options.to !== undefined ? { to: options.to } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.limit });
  }
}
