import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from '../../../shared/http/idempotency';
import { RunsOnSchedule } from '../../../shared/messaging';

export const PRUNE_IDEMPOTENCY_KEYS_QUEUE = 'integrations.prune-idempotency-keys';

/** Deletes the Idempotency-Keys (and the first answers they keep) past their retention. */
export class PruneIdempotencyKeysCommand extends Command<number> {}

/** Hourly (ADR 0004): an expired key is replaced on its next use anyway; the prune keeps unused ones from piling up. */
@RunsOnSchedule({ queue: PRUNE_IDEMPOTENCY_KEYS_QUEUE, cron: '29 * * * *', command: () => new PruneIdempotencyKeysCommand() })
@CommandHandler(PruneIdempotencyKeysCommand)
export class PruneIdempotencyKeysHandler implements ICommandHandler<PruneIdempotencyKeysCommand, number> {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  execute(): Promise<number> {
    return this.store.pruneExpired();
  }
}
