import { Injectable, Logger, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Command, CommandHandler, CqrsModule, type ICommandHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../config';
import { JobQueue } from './job-queue';
import { CommandSchedules, RunsOnSchedule } from './scheduled-command';

class TidyCommand extends Command<number> {
  constructor(readonly shelf: string) {
    super();
  }
}

const tidied: string[] = [];

@RunsOnSchedule(
  { queue: 'test.tidy-a', cron: '5 * * * *', command: () => new TidyCommand('a'), report: (n, logger) => n > 0 && logger.log(`tidied ${n}`) },
  { queue: 'test.tidy-b', cron: '*/10 * * * *', command: () => new TidyCommand('b') },
)
@CommandHandler(TidyCommand)
class TidyHandler implements ICommandHandler<TidyCommand, number> {
  execute({ shelf }: TidyCommand): Promise<number> {
    tidied.push(shelf);
    return Promise.resolve(shelf === 'a' ? 2 : 0);
  }
}

/** A provider with nothing scheduled: left alone. */
@Injectable()
class Unscheduled {}

/** The queue's cron registrations, kept to run by hand (pg-boss would fire them on its clock). */
class RecordingQueue {
  readonly crons = new Map<string, { cron: string; task: () => Promise<unknown> }>();
  every(name: string, cron: string, task: () => Promise<unknown>): Promise<void> {
    this.crons.set(name, { cron, task });
    return Promise.resolve();
  }
}

async function boot(role: 'all' | 'api') {
  const queue = new RecordingQueue();
  @Module({
    imports: [CqrsModule.forRoot(), DiscoveryModule],
    providers: [TidyHandler, Unscheduled, CommandSchedules, { provide: JobQueue, useValue: queue }, { provide: APP_CONFIG, useValue: loadConfig({ PROCESS_ROLE: role }) }],
  })
  class ScheduleTestModule {}
  const moduleRef = await Test.createTestingModule({ imports: [ScheduleTestModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return { app, queue };
}

describe('CommandSchedules', () => {
  afterEach(() => {
    tidied.length = 0;
    jest.restoreAllMocks();
  });

  it('registers each @RunsOnSchedule schedule once with its cron, and each run sends its command on the bus', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const { app, queue } = await boot('all');
    logged.mockClear();
    expect([...queue.crons].map(([name, { cron }]) => [name, cron])).toEqual([
      ['test.tidy-a', '5 * * * *'],
      ['test.tidy-b', '*/10 * * * *'],
    ]);
    await queue.crons.get('test.tidy-b')!.task();
    await queue.crons.get('test.tidy-a')!.task();
    expect(tidied).toEqual(['b', 'a']);
    // Only the run that did something says so.
    expect(logged.mock.calls.map(([line]) => line)).toEqual(['tidied 2']);
    await app.close();
  });

  it('refuses to start when two schedules share a queue (pg-boss would keep only one cron)', async () => {
    @RunsOnSchedule({ queue: 'test.tidy-a', cron: '0 * * * *', command: () => new TidyCommand('again') })
    @Injectable()
    class SameQueue {}
    const queue = new RecordingQueue();
    @Module({
      imports: [CqrsModule.forRoot(), DiscoveryModule],
      providers: [TidyHandler, SameQueue, CommandSchedules, { provide: JobQueue, useValue: queue }, { provide: APP_CONFIG, useValue: loadConfig({}) }],
    })
    class ClashingModule {}
    const app = (await Test.createTestingModule({ imports: [ClashingModule] }).compile()).createNestApplication({ logger: false });
    await expect(app.init()).rejects.toThrow('two schedules share the queue test.tidy-a');
    expect(queue.crons.size).toBe(0);
  });

  it('schedules nothing in an API-only process (the workers fire the crons)', async () => {
    const { app, queue } = await boot('api');
    expect(queue.crons.size).toBe(0);
    await app.close();
  });
});
