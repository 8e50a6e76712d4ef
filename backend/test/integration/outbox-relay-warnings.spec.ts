import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import pino from 'pino';
import { JobQueue } from '../../src/shared/messaging';
import { OutboxRelay } from '../../src/shared/messaging/outbox-relay';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * An event with several subscribers (a new account is heard by identity, affiliate and social)
 * is published in the relay's transaction: delivered to every queue, with no pg
 * DeprecationWarning on the console of `npm start`.
 */
describe('the outbox relay publishing to several subscribers', () => {
  let db: TestDatabase;
  let pool: Pool;
  let queue: JobQueue;
  /** Queries sent to a client still busy with another: pg warns of each (DeprecationWarning). */
  let queriesOnBusyClient = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      let inFlight = 0;
      (client as unknown as { query: typeof query }).query = (...args) => {
        if (inFlight > 0) queriesOnBusyClient++;
        inFlight++;
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (...results: unknown[]) => {
            inFlight--;
            return (callback as (...r: unknown[]) => unknown)(...results);
          };
          return query(...args);
        }
        const result = query(...args);
        result.then(() => inFlight--, () => inFlight--);
        return result;
      };
    });
    queue = await JobQueue.start(db.url, pino({ level: 'silent' }), { schedule: false });
  });

  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
    await db?.drop();
  });

  it('delivers to each subscribed queue, one query at a time on its connection', async () => {
    const event = 'probe.several-subscribers.v1';
    const subscribers = ['probe.first', 'probe.second', 'probe.third'];
    for (const name of subscribers) {
      await queue.boss.createQueue(name);
      await queue.boss.subscribe(event, name);
    }
    const id = randomUUID();
    await pool.query('insert into messaging.outbox_messages (id, type, payload) values ($1, $2, $3)', [id, event, { note: 'hello' }]);

    const relay = new OutboxRelay(pool, queue, pino({ level: 'silent' }));
    expect(await relay.relayOnce()).toBe(1);

    const { rows } = await pool.query<{ name: string }>("select name from pgboss.job where data->>'id' = $1 order by name", [id]);
    expect(rows.map((row) => row.name)).toEqual([...subscribers].sort());
    expect(queriesOnBusyClient).toBe(0);
  });
});
