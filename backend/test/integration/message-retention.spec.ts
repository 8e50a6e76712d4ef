import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { pruneDeliveredMessages } from '../../src/shared/messaging';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Delivered outbox rows and old inbox rows are pruned; pending events and recent inbox rows stay. */
describe('message retention (PostgreSQL)', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const outbox = async (publishedDaysAgo: number | null, occurredDaysAgo = 40) => {
    const id = randomUUID();
    await pool.query(
      `insert into messaging.outbox_messages (id, type, payload, occurred_at, published_at)
       values ($1, 'test.thing-happened.v1', '{}', now() - make_interval(days => $2),
               case when $3::int is null then null else now() - make_interval(days => $3::int) end)`,
      [id, occurredDaysAgo, publishedDaysAgo],
    );
    return id;
  };
  const inbox = async (daysAgo: number) => {
    const id = randomUUID();
    await pool.query(`insert into messaging.inbox_messages (message_id, handler, processed_at) values ($1, 'test.handler', now() - make_interval(days => $2))`, [id, daysAgo]);
    return id;
  };
  const exists = async (table: string, column: string, id: string) =>
    (await pool.query(`select 1 from messaging.${table} where ${column} = $1`, [id])).rowCount === 1;

  it('deletes only what is delivered and past retention, in batches', async () => {
    const oldPublished = await Promise.all(Array.from({ length: 7 }, () => outbox(9)));
    const recentPublished = await outbox(2);
    const neverPublished = await outbox(null, 60); // a stuck event is never lost to the prune
    const oldInbox = await Promise.all(Array.from({ length: 5 }, () => inbox(45)));
    const recentInbox = await inbox(20);

    const pruned = await pruneDeliveredMessages(pool, { publishedOutboxDays: 7, inboxDays: 30, batch: 3 });

    expect(pruned).toEqual({ outbox: 7, inbox: 5 });
    for (const id of oldPublished) expect(await exists('outbox_messages', 'id', id)).toBe(false);
    expect(await exists('outbox_messages', 'id', recentPublished)).toBe(true);
    expect(await exists('outbox_messages', 'id', neverPublished)).toBe(true);
    for (const id of oldInbox) expect(await exists('inbox_messages', 'message_id', id)).toBe(false);
    expect(await exists('inbox_messages', 'message_id', recentInbox)).toBe(true);
    expect(await pruneDeliveredMessages(pool)).toEqual({ outbox: 0, inbox: 0 });
  });
});
