import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { MESSAGING_POOL } from './messaging.tokens';
import { RunsOnSchedule } from './scheduled-command';

export const PRUNE_MESSAGES_QUEUE = 'messaging.prune-delivered';

/**
 * Published outbox rows are only history once pg-boss holds their jobs; a week is kept for
 * inquiries. Inbox rows are what makes a redelivery harmless, so they are kept far longer than any
 * redelivery can arrive (pg-boss retries within hours, and its jobs are deleted after 7 days).
 */
export interface MessageRetentionPolicy {
  publishedOutboxDays: number;
  inboxDays: number;
  batch: number;
}

export const MESSAGE_RETENTION: MessageRetentionPolicy = { publishedOutboxDays: 7, inboxDays: 30, batch: 5_000 };

/** Deletes delivered outbox rows and old inbox rows in small batches, so no delete holds locks for long. */
export async function pruneDeliveredMessages(pool: Pool, retention: MessageRetentionPolicy = MESSAGE_RETENTION): Promise<{ outbox: number; inbox: number }> {
  const prune = async (sql: string, days: number): Promise<number> => {
    let total = 0;
    for (;;) {
      const { rowCount } = await pool.query(sql, [days, retention.batch]);
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < retention.batch) return total;
    }
  };
  const outbox = await prune(
    `delete from messaging.outbox_messages where id in (
       select id from messaging.outbox_messages
        where published_at is not null and published_at < now() - make_interval(days => $1) limit $2)`,
    retention.publishedOutboxDays,
  );
  const inbox = await prune(
    `delete from messaging.inbox_messages where (message_id, handler) in (
       select message_id, handler from messaging.inbox_messages
        where processed_at < now() - make_interval(days => $1) limit $2)`,
    retention.inboxDays,
  );
  return { outbox, inbox };
}

/** Prunes delivered messages (outbox and inbox) past their retention; answers how many rows went. */
export class PruneDeliveredMessagesCommand extends Command<{ outbox: number; inbox: number }> {}

/** Daily at 03:41 UTC, once across all instances. */
@RunsOnSchedule({ queue: PRUNE_MESSAGES_QUEUE, cron: '41 3 * * *', command: () => new PruneDeliveredMessagesCommand() })
@CommandHandler(PruneDeliveredMessagesCommand)
export class PruneDeliveredMessagesHandler implements ICommandHandler<PruneDeliveredMessagesCommand> {
  constructor(@Inject(MESSAGING_POOL) private readonly pool: Pool) {}

  execute(): Promise<{ outbox: number; inbox: number }> {
    return pruneDeliveredMessages(this.pool);
  }
}
