import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config';

/** Keys whose values never reach a log line. */
export const REDACTED_PATHS = [
  'password', 'newPassword', 'confirmPassword', 'currentPassword', 'token',
  '*.password', '*.newPassword', '*.confirmPassword', '*.currentPassword', '*.token',
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  'config.SESSION_SECRET', 'config.PAYPAL_CLIENT_SECRET', 'config.LLM_API_KEY', 'config.MUSIC_API_KEY',
  'config.S3_SECRET_ACCESS_KEY', 'config.METRICS_TOKEN',
];

/**
 * Errors as type, message, code and stack only: driver errors carry their client or connection
 * (with its settings) as properties, which must never be dumped into a log line.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    // Libraries emit plain objects too (pg-boss): their message and code, never "[object Object]".
    if (error && typeof error === 'object') {
      const { message, code, name } = error as { message?: unknown; code?: unknown; name?: unknown };
      return {
        type: typeof name === 'string' ? name : 'object',
        message: typeof message === 'string' ? message : `an object with ${Object.keys(error).join(', ') || 'no keys'}`,
        ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      };
    }
    return { message: String(error) };
  }
  const { code } = error as Error & { code?: unknown };
  return { type: error.name, message: error.message, ...(code !== undefined ? { code } : {}), stack: error.stack };
}

/**
 * Readable lines for a developer at a terminal; JSON everywhere else (production, containers, and
 * whatever reads the output through a pipe, tests included). LOG_FORMAT overrides the choice.
 */
export function logFormat(config: Pick<AppConfig, 'LOG_FORMAT' | 'NODE_ENV'>, stdoutIsTerminal = process.stdout.isTTY === true): 'json' | 'pretty' {
  if (config.LOG_FORMAT) return config.LOG_FORMAT;
  return config.NODE_ENV === 'development' && stdoutIsTerminal ? 'pretty' : 'json';
}

function destination(config: Pick<AppConfig, 'LOG_FORMAT' | 'NODE_ENV'>): DestinationStream {
  if (logFormat(config) === 'pretty') {
    // In this thread (no transport worker): a development log is small, and its lines must not
    // be lost when the process exits right after writing them.
    return pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', destination: 1, sync: true });
  }
  // Asynchronous writes: lines logged while a write is under way go out together in the next one,
  // instead of one blocking write(2) per request line. pino flushes what is left when the process exits.
  return pino.destination({ dest: 1, sync: false });
}

export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV' | 'LOG_FORMAT'>): Logger {
  return pino({
    level: config.NODE_ENV === 'test' && config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    base: { service: 'boogy' },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  destination(config));
}

/** A hot read slower than this is logged on its own line even at info. */
const SLOW_HOT_READ_MS = 100;
const SUMMARY_WINDOW_MS = 1000;
/** Request lines are handed to the destination in batches of this many, or after this long. */
const BATCH_LINES = 512;
const BATCH_MAX_DELAY_MS = 250;

export interface HotReadRecord {
  id: string;
  route: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * The request log of the fast lane's hot reads (polled by every open page, thousands a second).
 * At info each route gets one summary line a second ("requests completed": count, statuses, mean
 * and slowest time); a read slower than 100 ms still gets its own line. At debug every read gets
 * its own line, in the shape pino-http gives the full pipeline's ("request completed" with
 * requestId, req, res and responseTime). One line per poll cost a tenth of the throughput and
 * ~650 GB of logs a day at 25,000 reads a second; everything else (every error, every write, the
 * pages) is logged per request by pino-http as before.
 */
export class HotReadLog {
  private readonly routes = new Map<string, { count: number; statuses: Record<string, number>; totalMs: number; slowestMs: number }>();
  private readonly lines: { write: (record: HotReadRecord) => void; flush: () => void };

  constructor(private readonly root: Logger) {
    this.lines = requestLineWriter(root);
    setInterval(() => this.summarise(), SUMMARY_WINDOW_MS).unref();
    process.once('exit', () => this.flush());
  }

  /** Writes what is pending now: the summaries so far and the waiting single lines. */
  flush(): void {
    this.summarise();
    this.lines.flush();
  }

  record(record: HotReadRecord): void {
    if (!this.root.isLevelEnabled('info')) return;
    if (record.ms >= SLOW_HOT_READ_MS || this.root.isLevelEnabled('debug')) return this.lines.write(record);
    let route = this.routes.get(record.route);
    if (!route) this.routes.set(record.route, (route = { count: 0, statuses: {}, totalMs: 0, slowestMs: 0 }));
    route.count++;
    route.statuses[record.status] = (route.statuses[record.status] ?? 0) + 1;
    route.totalMs += record.ms;
    if (record.ms > route.slowestMs) route.slowestMs = record.ms;
  }

  private summarise(): void {
    for (const [route, { count, statuses, totalMs, slowestMs }] of this.routes) {
      this.root.info({ route, count, statuses, meanMs: Math.round((totalMs / count) * 100) / 100, slowestMs: Math.round(slowestMs * 100) / 100, windowMs: SUMMARY_WINDOW_MS }, 'requests completed');
    }
    this.routes.clear();
  }
}

/**
 * Writes hot-read request lines to the root logger's destination. A line holds only the method, the
 * path (no query string), the status and the timing, so it needs neither redaction nor pino's object
 * serialisation, and lines go to the destination in batches (its string buffer measures its whole
 * pending text on every write). A batch waits at most 250 ms.
 */
function requestLineWriter(root: Logger): { write: (record: HotReadRecord) => void; flush: () => void } {
  const destination = (root as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  const info = pino.levels.values.info;
  let batch: string[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    destination.write(batch.join(''));
    batch = [];
  };
  setInterval(flush, BATCH_MAX_DELAY_MS).unref();
  const write = ({ id, path, status, ms }: HotReadRecord) => {
    batch.push(
      `{"level":${info},"time":"${new Date().toISOString()}","service":"boogy","requestId":"${id}","req":{"method":"GET","url":${JSON.stringify(path)}},"res":{"statusCode":${status}},"responseTime":${Math.round(ms)},"msg":"request completed"}\n`,
    );
    if (batch.length >= BATCH_LINES) flush();
  };
  return { write, flush };
}
