import { Client } from 'pg';

/** The channel identity.sessions' trigger notifies with the id of a session that ended. */
export const SESSION_ENDED_CHANNEL = 'session_ended';
const RECONNECT_MS = 1000;

interface Follower {
  forget(sid: string): void;
  following(hearsEndings: boolean): void;
}

/**
 * Listens (one PostgreSQL connection per API process) for sessions that end anywhere — sign-out,
 * password reset, deleted account, on any process — and makes `SessionUsers` forget them as the
 * ending commits. While the connection is down the fast lane keeps nothing in memory, and it
 * reconnects every second.
 */
export class SessionEndings {
  private current: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly users: Follower,
    private readonly log: { warn(message: string): void },
  ) {}

  /** Resolves once listening, or after a failed first try (retried in the background). */
  start(): Promise<void> {
    return this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.current;
    this.current = null;
    this.users.following(false);
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    this.retry = null;
    const client = new Client({ connectionString: this.databaseUrl });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.current === client) this.current = null;
      this.users.following(false);
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn(`session endings channel lost${error ? `: ${error.message}` : ''}; hot reads ask the session table until it is back`);
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL && message.payload) this.users.forget(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.current = client;
    // Listening from here: whatever ended before is dropped with the rest of the memory.
    this.users.following(true);
  }
}
