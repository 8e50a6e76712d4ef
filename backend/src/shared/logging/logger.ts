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
