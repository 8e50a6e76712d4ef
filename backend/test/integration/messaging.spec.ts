import { MikroORM } from '@mikro-orm/postgresql';
import { Pool } from 'pg';
import pino from 'pino';
import { handleOnce, JobQueue, recordEvent, type DeliveredEvent } from '../../src/shared/messaging';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { transactionEntityManager } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import {
  createProbeTables,
  PROBE_EVENT,
  PROBE_HANDLER,
  PROBE_TICK_QUEUE,
  PROBE_WORK_QUEUE,
  type ProbePayload,
} from '../support/messaging-probe.module';
import { eventually, startProbeProcess, type ProbeProcess } from '../support/messaging-probe-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The durable messaging layer on real PostgreSQL with real app processes: two child processes
 * boot the whole AppModule plus a probe module whose handler and jobs write one row per
 * invocation, and the test counts those rows.
 */
describe('durable jobs and integration events', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let queue: JobQueue;
  const apps: ProbeProcess[] = [];

  let pool: Pool;
  /** Plain SQL for the test's own reads ($1 placeholders, arrays as PostgreSQL arrays). */
  const sql = async <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];

  async function commitEvents(...payloads: ProbePayload[]): Promise<string[]> {
    return orm.em.fork().transactional(async () => payloads.map((payload) => recordEvent(PROBE_EVENT, payload as never)));
  }

  async function handledCount(messageId: string): Promise<number> {
    const [row] = await sql<{ n: number }>('select count(*)::int as n from probe.handled where message_id = $1', [messageId]);
    return row!.n;
  }

  /** pg-boss jobs that carry the event to the probe handler's queue. */
  async function deliveryJobs(messageId: string): Promise<{ id: string; state: string }[]> {
    return sql("select id, state from pgboss.job where name = $1 and data->>'id' = $2", [PROBE_HANDLER, messageId]);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await createProbeTables(db.url);
    orm = await MikroORM.init(ormOptions(db.url, { pool: { min: 0, max: 4 } }));
    pool = new Pool({ connectionString: db.url, max: 2, application_name: 'boogy-test' });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.kill9()));
    await queue?.stop();
    await pool?.end();
    await orm?.close(true);
    await db?.drop();
  });

  it('delivers an event committed while no app process was running, once the apps start', async () => {
    const [committed] = await commitEvents({ note: 'committed-before-boot' });
    await expect(
      orm.em.fork().transactional(async (em) => {
        recordEvent(PROBE_EVENT, { note: 'rolled-back-before-boot' } as never);
        await em.flush();
        throw new Error('the use case failed after recording its event');
      }),
    ).rejects.toThrow('the use case failed');
    const outbox = await sql<{ id: string; published_at: Date | null }>('select id, published_at from messaging.outbox_messages');
    expect(outbox).toEqual([{ id: committed, published_at: null }]);

    // Two real app processes booting at once on a database pg-boss has never seen.
    const booted = await Promise.allSettled([startProbeProcess(db.url), startProbeProcess(db.url)]);
    for (const result of booted) if (result.status === 'fulfilled') apps.push(result.value); // afterAll stops them
    for (const result of booted) if (result.status === 'rejected') throw result.reason;
    queue = await JobQueue.start(db.url, pino({ level: 'silent' }), { schedule: false });

    await eventually(async () => (await handledCount(committed!)) > 0, 'the committed event to be handled');
    expect(await handledCount(committed!)).toBe(1);
    const [published] = await sql<{ published_at: Date | null }>('select published_at from messaging.outbox_messages where id = $1', [committed]);
    expect(published!.published_at).toBeInstanceOf(Date);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await expect(
      orm.em.fork().transactional(async (em) => {
        recordEvent(PROBE_EVENT, { note: 'rolled-back' } as never);
        await em.flush(); // the row is written inside the transaction before it rolls back
        throw new Error('the use case failed after recording its event');
      }),
    ).rejects.toThrow('the use case failed');
    // An event committed afterwards is the marker: once it is handled, the relay has passed by.
    const [marker] = await commitEvents({ note: 'committed-after-rollback' });
    await eventually(async () => (await handledCount(marker!)) === 1, 'the marker event to be handled');

    const handledNotes = await sql<{ note: string }>('select note from probe.handled order by id');
    expect(handledNotes.map((r) => r.note)).toEqual(['committed-before-boot', 'committed-after-rollback']);
    const rolledBackJobs = await sql("select id from pgboss.job where data->'payload'->>'note' like 'rolled-back%'");
    expect(rolledBackJobs).toEqual([]);
    const outboxNotes = await sql<{ note: string }>("select payload->>'note' as note from messaging.outbox_messages order by occurred_at");
    expect(outboxNotes.map((r) => r.note)).toEqual(['committed-before-boot', 'committed-after-rollback']);
  });

  it('gives a redelivered message no second effect', async () => {
    // Same message id through the inbox twice, in this process.
    const direct = '6f1d1f4e-2b7a-4c59-9a64-1f0c2a9d1e01';
    const effect = async () => {
      await transactionEntityManager().execute('insert into probe.handled (message_id, handler, note, pid) values (?, ?, ?, ?)', [direct, 'test.direct', 'direct', process.pid]);
    };
    expect(await handleOnce(orm, direct, 'test.direct', effect)).toBe(true);
    expect(await handleOnce(orm, direct, 'test.direct', effect)).toBe(false);
    expect(await handledCount(direct)).toBe(1);

    // The same envelope published to pg-boss twice more: both jobs run, neither has an effect.
    const [message] = await commitEvents({ note: 'redelivered' });
    await eventually(async () => (await handledCount(message!)) === 1, 'the first delivery');
    const [job] = await sql<{ data: DeliveredEvent }>('select data from pgboss.job where name = $1 and data->>\'id\' = $2', [PROBE_HANDLER, message]);
    await queue.boss.publish(PROBE_EVENT, job!.data);
    await queue.boss.publish(PROBE_EVENT, job!.data);

    // And the relay publishing it again (as after a crash between publishing and marking).
    await sql('update messaging.outbox_messages set published_at = null where id = $1', [message]);
    await eventually(async () => {
      const jobs = await deliveryJobs(message!);
      return jobs.length === 4 && jobs.every((j) => j.state === 'completed');
    }, 'four completed deliveries of the same message');
    expect(await handledCount(message!)).toBe(1);
  });

  it('with two app processes, handles each message once and runs each job once', async () => {
    const messageIds = await commitEvents(...Array.from({ length: 30 }, (_, i) => ({ note: `burst-${i}`, holdMs: 100 })));
    const workIds = await Promise.all(Array.from({ length: 30 }, (_, i) => queue.send(PROBE_WORK_QUEUE, { n: i })));

    const handled = await eventually(async () => {
      const rows = await sql<{ message_id: string; pid: number }>('select message_id, pid from probe.handled where message_id = any($1::uuid[])', [messageIds]);
      return rows.length >= messageIds.length ? rows : undefined;
    }, 'all 30 events to be handled');
    const runs = await eventually(async () => {
      const rows = await sql<{ job_id: string }>('select job_id from probe.job_runs where queue = $1', [PROBE_WORK_QUEUE]);
      return rows.length >= workIds.length ? rows : undefined;
    }, 'all 30 jobs to run');
    // Anything that would run twice has had time to: every delivery job is completed by now.
    await eventually(async () => {
      const [row] = await sql<{ n: number }>("select count(*)::int as n from pgboss.job where name in ($1, $2) and state <> 'completed'", [PROBE_HANDLER, PROBE_WORK_QUEUE]);
      return row!.n === 0;
    }, 'every job to complete');

    const finalHandled = await sql<{ message_id: string; pid: number }>('select message_id, pid from probe.handled where message_id = any($1::uuid[])', [messageIds]);
    expect(finalHandled.map((r) => r.message_id).sort()).toEqual([...messageIds].sort());
    // Both processes took part, so "once" was decided between two competitors.
    expect(new Set(handled.map((r) => r.pid))).toEqual(new Set(apps.map((a) => a.pid)));
    // The two relays published each event once: one pg-boss job per message.
    const jobsPerMessage = await sql<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1 and data->>'id' = any($2) group by data->>'id'", [
      PROBE_HANDLER,
      messageIds,
    ]);
    expect(jobsPerMessage).toEqual(messageIds.map(() => ({ n: 1 })));

    const finalRuns = await sql<{ job_id: string }>('select job_id from probe.job_runs where queue = $1', [PROBE_WORK_QUEUE]);
    expect(finalRuns.map((r) => r.job_id).sort()).toEqual([...workIds].sort());
    expect(runs.length).toBe(30);
  });

  it('with two app processes checking schedules every second, runs each cron slot once', async () => {
    // The tick is `* * * * *`: pg-boss sends a schedule at most one job per one-minute slot, so
    // this waits for the slot the apps booted in and the next one (both processes run a cron pass
    // every second, so each slot is looked at dozens of times by each of them).
    const slots = await eventually(
      async () => {
        const rows = await sql<{ slot: string; n: number }>(
          "select data->>'slot' as slot, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = $1 group by 1 order by 1",
          [PROBE_TICK_QUEUE],
        );
        return rows.length >= 2 ? rows : undefined;
      },
      'two cron slots to fire',
      75_000,
    );
    const tickJobs = await eventually(async () => {
      const rows = await sql<{ id: string; state: string }>('select id, state from pgboss.job where name = $1', [PROBE_TICK_QUEUE]);
      return rows.length >= slots.length && rows.every((r) => r.state === 'completed') ? rows : undefined;
    }, 'the ticks to run');
    const ticks = await sql<{ job_id: string; pid: number }>('select job_id, pid from probe.job_runs where queue = $1', [PROBE_TICK_QUEUE]);
    const slotsNow = await sql<{ slot: string; n: number }>(
      "select data->>'slot' as slot, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = $1 group by 1 order by 1",
      [PROBE_TICK_QUEUE],
    );

    expect(slotsNow.every((s) => s.n === 1)).toBe(true); // no slot was filed twice
    expect(tickJobs.length).toBe(slotsNow.length); // one job per slot
    expect(ticks.map((t) => t.job_id).sort()).toEqual(tickJobs.map((j) => j.id).sort()); // each job ran once
  }, 90_000);

  it('logged no error in either app process along the way', () => {
    for (const app of apps) expect(app.errors()).toEqual([]);
  });

  it('keeps delivering after the database drops every connection of both app processes', async () => {
    await orm.close(true); // this test's own ORM is not under test here
    await sql("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name <> 'boogy-test'");
    orm = await MikroORM.init(ormOptions(db.url, { pool: { min: 0, max: 4 } }));
    const [message] = await commitEvents({ note: 'after-connections-dropped' });
    await eventually(async () => (await handledCount(message!)) === 1, 'the event to be handled after reconnecting', 30_000);
    // An exited app shows why (its last output) in the failure.
    for (const app of apps) expect(app.exited() ? app.output().slice(-4000) : 'running').toBe('running');
  }, 40_000);

  it('stops both app processes cleanly on SIGTERM', async () => {
    const codes = await Promise.all(apps.map((app) => app.stop()));
    expect(codes).toEqual([0, 0]);
  });
});
