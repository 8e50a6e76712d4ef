import { sign } from 'cookie-signature';
import { Client, Pool } from 'pg';
import { SessionEndings } from '../../src/shared/http/fast-lane/session-endings';
import { SessionUsers } from '../../src/shared/http/fast-lane/session-users';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The fast lane's memory of who a session cookie belongs to, on a real PostgreSQL: kept while the
 * process hears of every ending session (so hot reads skip the table), dropped the moment a
 * session ends by any statement, and not kept at all while that channel is down.
 */
describe('session endings and the fast lane’s memory of sessions', () => {
  const SECRET = 'a-test-secret-for-session-cookies-0123456789';
  let db: TestDatabase;
  let sql: Client;
  let pool: Pool;
  let reads = 0;
  let users: SessionUsers;
  let endings: SessionEndings;
  const warnings: string[] = [];
  /** A reconnect takes a second; a CI machine running three test files and the engine's suite can take far longer. */
  const WAIT_MS = 150_000;
  const TEST_MS = 2 * WAIT_MS + 30_000;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    pool = new Pool({ connectionString: db.url, max: 2 });
    const counting = { query: ((text: string, values: unknown[]) => (reads++, pool.query(text, values))) as Pool['query'] };
    users = new SessionUsers(counting, SECRET, 60_000);
    endings = new SessionEndings(db.url, users, { warn: (message) => warnings.push(message) });
    await endings.start();
  });
  afterAll(async () => {
    await endings.stop();
    await pool.end();
    await sql.end();
    await db.drop();
  });

  async function session(userId: string): Promise<{ sid: string; cookie: string }> {
    const sid = `sid-${Math.random().toString(36).slice(2)}`;
    await sql.query(`insert into identity.sessions (sid, sess, expire) values ($1, $2, now() + interval '1 day')`, [sid, JSON.stringify({ cookie: {}, userId })]);
    return { sid, cookie: `s:${sign(sid, SECRET)}` };
  }

  /**
   * Waits for a state, not a time: the deadline only turns a hang into a message (with what the
   * channel said) on a busy machine, before the test's own timeout.
   */
  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the channel said: ${JSON.stringify(warnings)}`);
      // A short pause so the check does not starve the reconnecting client of the database's CPU.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('reads a session once while listening, and forgets it as soon as any statement ends it', async () => {
    const { cookie } = await session('user-a');
    const before = reads;
    for (let i = 0; i < 5; i++) expect(await users.userOf(cookie)).toBe('user-a');
    expect(reads - before).toBe(1);

    // A password reset's statement, from another connection than the store's.
    await sql.query(`delete from identity.sessions where sess->>'userId' = $1`, ['user-a']);
    await until(async () => (await users.userOf(cookie)) === null, 'the ended session to be forgotten');
  }, TEST_MS);

  it('tells every listening process: a second one forgets too', async () => {
    const otherUsers = new SessionUsers(pool, SECRET, 60_000);
    const otherEndings = new SessionEndings(db.url, otherUsers, { warn: () => undefined });
    await otherEndings.start();
    try {
      const { sid, cookie } = await session('user-b');
      expect([await users.userOf(cookie), await otherUsers.userOf(cookie)]).toEqual(['user-b', 'user-b']);
      await sql.query('delete from identity.sessions where sid = $1', [sid]);
      await until(async () => (await users.userOf(cookie)) === null && (await otherUsers.userOf(cookie)) === null, 'both processes to forget the session');
    } finally {
      await otherEndings.stop();
    }
  }, TEST_MS);

  it('keeps nothing while the channel is down, and listens again once it is back', async () => {
    const { sid, cookie } = await session('user-c');
    // Ended again until the store has noticed: on a busy machine the first try can find the listening
    // connection not yet in pg_stat_activity (or already reconnecting).
    await until(async () => {
      if (warnings.length > 0) return true;
      await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`);
      return false;
    }, 'the channel to be lost');
    const before = reads;
    await users.userOf(cookie);
    await users.userOf(cookie);
    // Asked the table each time; the channel comes back by itself.
    expect(reads - before).toBeGreaterThanOrEqual(2);
    await until(async () => {
      const start = reads;
      await users.userOf(cookie);
      await users.userOf(cookie);
      return reads - start === 1;
    }, 'the channel to come back');
    await sql.query('delete from identity.sessions where sid = $1', [sid]);
    await until(async () => (await users.userOf(cookie)) === null, 'the ended session to be forgotten after the reconnect');
  }, TEST_MS);
});
