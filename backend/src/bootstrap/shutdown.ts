import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { endOpenStreams } from '../shared/http/open-streams';
import type { JobQueue } from '../shared/messaging';
import type { ReadinessChecks } from '../shared/observability';

export interface DrainParts {
  /** The HTTP server (absent in a worker process). */
  server?: Server;
  queue: JobQueue;
  readiness: ReadinessChecks;
  graceMs: number;
  log: Pick<Logger, 'info' | 'warn'>;
}

/**
 * First half of a clean shutdown (SIGTERM), before the database is closed:
 * - /api/ready answers 503 so a load balancer stops sending traffic;
 * - the server stops accepting connections, idle keep-alive ones are closed as they go idle, and
 *   requests in flight get up to the grace period before their connections are cut;
 * - the job queue stops fetching; running jobs (renders) get the same grace period, and pg-boss
 *   hands those still running back to the queue, where another worker (or this one after its
 *   restart) picks them up; the connection pool stays open for the hooks that follow.
 */
export async function drain(parts: DrainParts): Promise<void> {
  const { server, queue, readiness, graceMs, log } = parts;
  readiness.draining = true;
  const started = Date.now();
  const jobs = queue.stop(graceMs, { close: false });
  const requests = server ? closeServer(server, graceMs) : Promise.resolve(true);
  // After close(): no new stream can open behind this.
  const streams = endOpenStreams();
  if (streams > 0) log.info({ streams }, 'progress streams told to reconnect and closed');
  const [, allAnswered] = await Promise.all([jobs, requests]);
  log.info({ ms: Date.now() - started, allAnswered }, 'drained: no more requests or jobs on this process');
  if (!allAnswered) log.warn({ graceMs }, 'requests still in flight after the grace period were cut');
}

/** Resolves true when every connection ended by itself within `graceMs`, false when some were cut. */
async function closeServer(server: Server, graceMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let done = false;
  void closed.then(() => (done = true));
  const deadline = Date.now() + graceMs;
  // A keep-alive connection that finishes its request goes idle: close it then, not at the deadline.
  while (!done && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([closed, sleep(100)]);
  }
  if (done) return true;
  server.closeAllConnections();
  await closed;
  return false;
}
