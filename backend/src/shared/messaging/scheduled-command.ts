import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobQueue } from './job-queue';
import { runsWorkers } from './messaging.tokens';

const COMMAND_SCHEDULES = Symbol('COMMAND_SCHEDULES');

/** One cluster-wide schedule of a command (ADR 0004): pg-boss fires it once across all instances. */
export interface CommandSchedule<R = unknown> {
  /** The schedule's pg-boss queue: stable, as renaming it leaves the old schedule behind. It names the run's log lines. */
  queue: string;
  /** Cron expression, UTC. */
  cron: string;
  /** The command each run sends. */
  command: () => Command<R>;
  /** Logs what a run did, when it is worth a line (most runs find nothing to do). */
  report?(result: R, logger: Logger): void;
}

/**
 * Puts a command handler's command on one or more cron schedules. The decorated class must be a
 * provider; `CommandSchedules` registers every schedule at start-up in processes that run workers.
 *
 *   @RunsOnSchedule({ queue: 'affiliate.mature-commissions', cron: '7 * * * *', command: () => new MatureCommissionsCommand() })
 */
export function RunsOnSchedule<R>(...schedules: CommandSchedule<R>[]): ClassDecorator {
  return (target) => Reflect.defineMetadata(COMMAND_SCHEDULES, schedules, target);
}

/** Registers the @RunsOnSchedule schedules of every provider, each run sent on the command bus. */
@Injectable()
export class CommandSchedules implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly queue: JobQueue,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every schedule the app's providers declare. */
  private declared(): CommandSchedule[] {
    return this.discovery.getProviders().flatMap((wrapper) => (wrapper.metatype ? ((Reflect.getOwnMetadata(COMMAND_SCHEDULES, wrapper.metatype) as CommandSchedule[] | undefined) ?? []) : []));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    const schedules = this.declared();
    // Two schedules on one queue would replace each other's cron in pg-boss: refuse to start.
    const queues = schedules.map((s) => s.queue);
    const twice = queues.filter((queue, i) => queues.indexOf(queue) !== i);
    if (twice.length > 0) throw new Error(`two schedules share the queue ${[...new Set(twice)].join(', ')}`);
    for (const schedule of schedules) {
      const logger = new Logger(schedule.queue);
      await this.queue.every(schedule.queue, schedule.cron, async () => {
        const result = await this.commands.execute(schedule.command());
        schedule.report?.(result, logger);
      });
    }
  }
}
