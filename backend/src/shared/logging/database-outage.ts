import type { Logger } from 'pino';

/** Error codes of a database that cannot be reached (node's socket errors, PostgreSQL's shutdown and start-up). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = /Connection terminated|connection (?:timeout|refused)|server closed the connection/i;

/** The connection failure inside a driver's, ORM's or queue's error (pg nests several in `errors`), if that is what it is. */
export function databaseUnreachable(error: unknown, depth = 0): { code: string; message: string } | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return { code, message: String(message ?? code) };
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return { code: typeof code === 'string' ? code : 'CONNECTION_LOST', message };
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = databaseUnreachable(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * While the database is away every poller fails many times a second: one line when it goes
 * ("database down"), one when a probe reaches it again ("database back"), and nothing in between.
 * Errors of any other kind are logged as they come.
 */
export class DatabaseOutageLog {
  private down = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly probe: () => Promise<void>,
    private readonly probeEveryMs = 2000,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** Logs `error` (at `level`), or, when it is the database being away, the outage once. */
  report(error: unknown, message: string, fields: Record<string, unknown> = {}, level: 'error' | 'warn' = 'error'): void {
    const unreachable = databaseUnreachable(error);
    if (!unreachable) return this.log[level]({ ...fields, err: error }, message);
    if (this.down) return;
    this.down = true;
    this.log.error({ code: unreachable.code, reason: unreachable.message }, 'database down: jobs and events wait until it is back');
    this.scheduleProbe();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.probe().then(
        () => {
          this.down = false;
          this.log.info('database back');
        },
        () => this.scheduleProbe(),
      );
    }, this.probeEveryMs);
    this.timer.unref();
  }
}
