import { randomUUID } from 'node:crypto';
import type { EventPayloads, EventType } from '@boogy/contracts';
import type { ICommand, IQuery } from '@nestjs/cqrs';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Pool } from 'pg';
import { AppModule } from '../../src/app.module';
import { prepare } from '../../src/bootstrap/start';
import { CreateSongCommand } from '../../src/modules/catalog/application/commands/create-song/create-song.command';
import { RequestSignInLinkCommand } from '../../src/modules/identity/application/commands/request-sign-in-link/request-sign-in-link.command';
import { SignInWithLinkCommand } from '../../src/modules/identity/application/commands/sign-in-with-link/sign-in-with-link.command';
import { RegisterUserCommand } from '../../src/modules/identity/application/commands/register-user/register-user.command';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The medium test tier: the whole application (every context, real PostgreSQL, the CQRS buses)
 * compiled without an HTTP server. A spec dispatches a command or query on the bus, as a
 * controller does, and asserts on the answer, the rows and the integration events it recorded.
 *
 * The process plays the API role: no job workers and no outbox relay run, so recorded events stay
 * in messaging.outbox_messages where `events()` reads them, and nothing changes rows behind a
 * spec's back.
 */
/** The password of every account `user()` registers. */
export const PASSWORD = 'correct-horse-battery-9';

export interface HandlerHarness {
  /** Dispatches a command on the CommandBus, as a controller does. */
  execute<R = unknown>(command: ICommand): Promise<R>;
  /** Dispatches a query on the QueryBus. */
  ask<R = unknown>(query: IQuery): Promise<R>;
  /** Plain SQL on the spec's own database (arrange rows, read what a handler wrote). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Payloads of the integration events of `type` recorded so far, oldest first. */
  events<T extends EventType>(type: T): Promise<EventPayloads[T][]>;
  /** Emails queued for `to` (no worker runs here, so every queued email is still a job), oldest first. */
  queuedEmails(to: string): Promise<{ to: string; subject: string; text: string; html: string }[]>;
  /**
   * A registered account (through the register command), for use cases that need a signed-in user.
   * `proved`: its email proved through an emailed sign-in link, as a person does (10 credits, not 1).
   */
  user(overrides?: { email?: string; firstName?: string; lastName?: string; referralCode?: string; proved?: boolean }): Promise<{ id: string; email: string; referralCode: string }>;
  /** An unpaid song made through the create-song command, owned by `owner` (a user id, or a guest id). */
  song(owner: { userId: string } | { guestId: string }, name?: string): Promise<string>;
  moduleRef: TestingModule;
  close(): Promise<void>;
}

export async function startHandlerHarness(env: Record<string, string> = {}): Promise<HandlerHarness> {
  const db: TestDatabase = await createTestDatabase();
  const { config, logger } = await prepare({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: 'api',
    DATA_DIR: `/tmp/boogy-test-data/${process.pid}`,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    ...env,
    DATABASE_URL: db.url,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.register({ config, logger, databaseUrl: db.url })] }).compile();
  await moduleRef.init();
  const orm = moduleRef.get(MikroORM);
  // A pool, not one client: specs run queries side by side (Promise.all).
  const pool = new Pool({ connectionString: db.url, max: 4 });

  const sql = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];
  const harness: HandlerHarness = {
    moduleRef,
    // Each dispatch gets its own ORM context, as each HTTP request does (MikroORM's request-context
    // middleware): handlers that use the injected EntityManager need one, outside HTTP too.
    execute: (command) => RequestContext.create(orm.em, () => moduleRef.get(CommandBus).execute(command as never)),
    ask: (query) => RequestContext.create(orm.em, () => moduleRef.get(QueryBus).execute(query as never)),
    sql,
    events: async (type) =>
      (await sql<{ payload: never }>('select payload from messaging.outbox_messages where type = $1 order by occurred_at, id', [type])).map((r) => r.payload),
    queuedEmails: async (to) =>
      (await sql<{ data: never }>("select data from pgboss.job where name = 'notifications.send-email' and lower(data->>'to') = lower($1) order by created_on", [to])).map((r) => r.data),
    user: async (overrides = {}) => {
      const email = overrides.email ?? `u-${randomUUID().slice(0, 8)}@example.com`;
      await harness.execute(new RegisterUserCommand({ email, password: PASSWORD, firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? null, referralCode: overrides.referralCode ?? null }));
      const [row] = await sql<{ id: string; referral_code: string }>(
        'select u.id, r.code as referral_code from identity.users u join affiliate.referral_codes r on r.user_id = u.id where u.email = $1',
        [email],
      );
      if (overrides.proved) {
        await harness.execute(new RequestSignInLinkCommand(email));
        const link = (await harness.queuedEmails(email)).find((m) => /sign-in link/.test(m.subject))!;
        await harness.execute(new SignInWithLinkCommand(tokenIn(link, '/sign-in-link'), null));
      }
      return { id: row!.id, email, referralCode: row!.referral_code };
    },
    song: async (owner, name = 'Alice') => {
      const creator = 'userId' in owner ? { userId: owner.userId, guestId: null, ip: '10.9.0.1' } : { userId: null, guestId: owner.guestId, ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
      const viewer = { userId: creator.userId, guestId: creator.guestId };
      const created = await harness.execute<{ id: string }>(new CreateSongCommand({ names: [name], lyrics: `${name} is dancing all night long, everybody sing along`, style: 'hip-hop' }, creator, viewer));
      return created.id;
    },
    close: async () => {
      await pool.end();
      await moduleRef.close();
      await db.drop();
    },
  };
  return harness;
}

/** The token of the `path` link in an email's text (the links the emails carry end in `?token=…`). */
export function tokenIn(mail: { text: string }, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s)>\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path && url.searchParams.get('token')) return url.searchParams.get('token')!;
  }
  throw new Error(`no ${path} link in: ${mail.text}`);
}

/** Runs `body` with a harness started before all of a file's tests and closed after them. */
export function useHandlerHarness(env: Record<string, string> = {}): () => HandlerHarness {
  let harness: HandlerHarness | undefined;
  beforeAll(async () => {
    harness = await startHandlerHarness(env);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the handler harness is not started (use it inside a test)');
    return harness;
  };
}
