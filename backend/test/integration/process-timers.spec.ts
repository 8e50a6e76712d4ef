import { SchedulerRegistry } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { prepare } from '../../src/bootstrap/start';
import { recordEvent } from '../../src/shared/messaging';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Process-local periodic work is a named timer in the app's scheduler (ADR 0017): listed while the
 * app runs, doing its work (the relay publishes a recorded event), and gone once the app closes.
 */
describe('process-local timers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('runs the relay poll and the read-cache purge as named timers, and clears them on close', async () => {
    const { config, logger } = await prepare({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PROCESS_ROLE: 'all', DATABASE_URL: db.url, DATA_DIR: `/tmp/boogy-test-data/${process.pid}` });
    const app = await Test.createTestingModule({ imports: [AppModule.register({ config, logger, databaseUrl: db.url })] }).compile();
    await app.init();
    const scheduler = app.get(SchedulerRegistry);
    try {
      expect(scheduler.getIntervals()).toEqual(expect.arrayContaining(['messaging.outbox-relay-poll', 'catalog.song-read-cache-purge']));
      // The poll does its work: an event recorded now is published without anyone asking.
      const em = app.get(MikroORM).em.fork();
      const messageId = await em.transactional(async () =>
        recordEvent('social.friend-request-accepted.v1', { requestId: crypto.randomUUID(), senderUserId: crypto.randomUUID(), receiverUserId: crypto.randomUUID() }),
      );
      const published = async () => (await em.fork().execute<{ published_at: Date | null }[]>('select published_at from messaging.outbox_messages where id = ?', [messageId]))[0]?.published_at;
      for (const deadline = Date.now() + 30_000; !(await published()); ) {
        if (Date.now() > deadline) throw new Error('the outbox relay never published the event');
        await new Promise((resolve) => setTimeout(resolve, 100)); // a polling interval, not a wait for an outcome
      }
    } finally {
      await app.close();
    }
    expect(scheduler.getIntervals()).toEqual([]);
  });

  it('runs no relay poll in an API-only process', async () => {
    const { config, logger } = await prepare({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PROCESS_ROLE: 'api', DATABASE_URL: db.url, DATA_DIR: `/tmp/boogy-test-data/${process.pid}` });
    const app = await Test.createTestingModule({ imports: [AppModule.register({ config, logger, databaseUrl: db.url })] }).compile();
    await app.init();
    try {
      expect(app.get(SchedulerRegistry).getIntervals()).toEqual(['catalog.song-read-cache-purge']);
    } finally {
      await app.close();
    }
  });
});
