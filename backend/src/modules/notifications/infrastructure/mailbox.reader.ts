import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailbox, StoredEmail } from '../application/ports/mailbox.port';
import { MailboxMessage } from './entities/mailbox-message.entity';

/** notifications.mailbox, where DatabaseMailbox delivers. */
@Injectable()
export class OrmMailbox implements Mailbox {
  latest(em: EntityManager, options: { to?: string; limit: number }): Promise<StoredEmail[]> {
    return em.find(MailboxMessage, options.to !== undefined ? { to: options.to } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.limit });
  }
}
