import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from '../../../shared/http/idempotency';
import { JobQueue, runsWorkers } from '../../../shared/messaging';

export const PRUNE_IDEMPOTENCY_KEYS_QUEUE = 'integrations.prune-idempotency-keys';

/** Deletes the Idempotency-Keys (and the first answers they keep) past their retention. */
export class PruneIdempotencyKeysCommand extends Command<number> {}

@CommandHandler(PruneIdempotencyKeysCommand)
export class PruneIdempotencyKeysHandler implements ICommandHandler<PruneIdempotencyKeysCommand, number> {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  execute(): Promise<number> {
    return this.store.pruneExpired();
  }
}

/** An hourly pg-boss cron (ADR 0004): an expired key is replaced on its next use anyway; the prune keeps unused ones from piling up. */
@Injectable()
export class IdempotencyKeyRetention implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    await this.queue.every(PRUNE_IDEMPOTENCY_KEYS_QUEUE, '29 * * * *', () => this.commands.execute(new PruneIdempotencyKeysCommand()));
  }
}
