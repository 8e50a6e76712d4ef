import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * /metrics is open to this machine (a local Prometheus or agent) and otherwise only with
 * `Authorization: Bearer $METRICS_TOKEN`. A request relayed by a reverse proxy on this machine
 * (X-Forwarded-For present) is not "local": it came from outside.
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  const local = LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
  if (local) return true;
  if (!token) return false;
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const METRICS_DENIED_BODY = { statusCode: 401, message: 'Metrics need a bearer token from outside this machine', error: 'Unauthorized', code: 'metrics_token_required' };
