import pino, { type Logger } from 'pino';
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
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return { type: error.name, message: error.message, ...(code !== undefined ? { code } : {}), stack: error.stack };
}

export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.NODE_ENV === 'test' && config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    base: { service: 'boogy' },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  // Asynchronous writes: lines logged while a write is under way go out together in the next one,
  // instead of one blocking write(2) per request line. pino flushes what is left when the process exits.
  pino.destination({ dest: 1, sync: false }));
}

/** Request lines are handed to the destination in batches of this many, or after this long. */
const BATCH_LINES = 64;
const BATCH_MAX_DELAY_MS = 250;

/**
 * Writes the fast lane's request lines to the root logger's destination, in the shape pino-http
 * gives the full pipeline's ("request completed" with req, res and responseTime). A line holds only
 * the method, the path (no query string), the status and the timing, so it needs neither redaction
 * nor pino's object serialisation. Lines go to the destination in batches: its string buffer measures
 * its whole pending text on every write, which at thousands of lines a second cost more than the
 * hot read itself. A batch waits at most 250 ms and is written when the process exits (a kill -9
 * loses at most that). Callers check the root logger's level, so LOG_LEVEL applies to them.
 */
export function requestLineWriter(root: Logger): (line: { id: string; method: string; path: string; status: number; ms: number }) => void {
  const destination = (root as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  const info = pino.levels.values.info;
  let batch: string[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    destination.write(batch.join(''));
    batch = [];
  };
  setInterval(flush, BATCH_MAX_DELAY_MS).unref();
  process.once('exit', flush);
  return ({ id, method, path, status, ms }) => {
    batch.push(
      `{"level":${info},"time":"${new Date().toISOString()}","service":"boogy","req":{"id":"${id}","method":"${method}","url":${JSON.stringify(path)}},"requestId":"${id}","res":{"statusCode":${status}},"responseTime":${Math.round(ms)},"msg":"request completed"}\n`,
    );
    if (batch.length >= BATCH_LINES) flush();
  };
}
