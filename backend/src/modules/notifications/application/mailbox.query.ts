import type { EntityManager } from '@mikro-orm/postgresql';
import { MailboxMessage } from '../infrastructure/entities/mailbox-message.entity';

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

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The newest messages of the local mailbox, optionally only those sent to one address. */
export async function readMailbox(em: EntityManager, to?: string, limit = 100): Promise<MailboxEntry[]> {
  const rows = await em.find(MailboxMessage, to ? { to: to.trim().toLowerCase() } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
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
