import 'reflect-metadata';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppModule } from '../app.module';
import { Metrics, ReadinessChecks, serveMetrics } from '../shared/observability';
import { ConfigError, loadConfig, withPersistedSessionSecret, type AppConfig } from '../shared/config';
import { createLogger } from '../shared/logging/logger';
import { migrate, provideDatabase, type DatabaseHandle } from '../shared/persistence/database';
import { JobQueue } from '../shared/messaging';
import { configureHttp } from './http';
import { returnMemoryWhenQuiet } from './memory';
import { drain } from './shutdown';

export interface RunningApp {
  config: AppConfig;
  logger: Logger;
  url: string;
  app: NestExpressApplication;
  stop: () => Promise<void>;
}

/** Config → database (embedded unless DATABASE_URL) → migrations → Nest. Shared by main, worker and tests. */
export async function prepare(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; logger: Logger; db: DatabaseHandle }> {
  const config = withPersistedSessionSecret(loadConfig(env));
  const logger = createLogger(config);
  const db = await provideDatabase(config, logger);
  await migrate(db.url, logger);
  return { config, logger, db };
}

export async function startHttpApp(env: NodeJS.ProcessEnv = process.env, extraImports: DynamicModule[] = []): Promise<RunningApp> {
  const { config, logger, db } = await prepare(env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, logger, databaseUrl: db.url, extraImports }), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(PinoNestLogger));
  const http = configureHttp(app, config, db.url);
  await app.listen(config.PORT, config.HOST);
  keepConnectionsOpenLongerThanClients(app.getHttpServer());
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const open = config.PUBLIC_URL ?? `http://localhost:${address.port}`;
  logger.info({ url, database: db.embedded ? 'embedded' : 'external', role: config.PROCESS_ROLE }, `Boogy is up: open ${open}`);
  return {
    config,
    logger,
    url,
    app,
    // Requests and jobs first (within SHUTDOWN_GRACE_SECONDS), then the app's hooks, PostgreSQL last.
    stop: stopOnce(app, logger, async () => {
      await drain({ server: app.getHttpServer(), queue: app.get(JobQueue), readiness: app.get(ReadinessChecks), graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000, log: logger });
      await app.close();
      await http.close();
      await db.stop();
    }),
  };
}

/**
 * Node closes an idle keep-alive connection after 5 s; a client (or load balancer, typically 60 s
 * idle) that reuses it at that moment gets ECONNRESET. The server keeps idle connections longer
 * than its clients do, so they close first; shutdown still closes idle ones at once (drain).
 */
function keepConnectionsOpenLongerThanClients(server: import('node:http').Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

export interface RunningWorker {
  config: AppConfig;
  logger: Logger;
  /** Where the worker's own /metrics answers (METRICS_PORT), if anywhere. */
  metricsUrl?: string;
  stop: () => Promise<void>;
}

/** A jobs-only process (worker.ts): the same modules without HTTP, plus /metrics on METRICS_PORT. */
export async function startWorker(env: NodeJS.ProcessEnv = process.env, extraImports: DynamicModule[] = []): Promise<RunningWorker> {
  const { config, logger, db } = await prepare({ ...env, PROCESS_ROLE: 'worker' });
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, logger, databaseUrl: db.url, extraImports }), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  const metricsServer = config.METRICS_PORT !== undefined ? await serveMetrics(app.get(Metrics), config.METRICS_PORT, config.HOST, config.METRICS_TOKEN) : undefined;
  const address = metricsServer?.address() as { port: number } | undefined;
  const metricsUrl = address ? `http://127.0.0.1:${address.port}/metrics` : undefined;
  logger.info({ metricsUrl: metricsUrl ?? null }, 'Boogy worker is up');
  return {
    config,
    logger,
    metricsUrl,
    // Running renders finish (or go back to the queue after SHUTDOWN_GRACE_SECONDS), then PostgreSQL closes last.
    stop: stopOnce(app, logger, async () => {
      await drain({ queue: app.get(JobQueue), readiness: app.get(ReadinessChecks), graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000, log: logger });
      metricsServer?.close();
      await app.close();
      await db.stop();
    }),
  };
}

/** Gives memory back while the process is quiet; the stop it answers runs once (a second call does nothing) and ends that first. */
function stopOnce(app: INestApplicationContext, logger: Logger, steps: () => Promise<void>): () => Promise<void> {
  const stopReturningMemory = returnMemoryWhenQuiet(logger, app.get(SchedulerRegistry));
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    stopReturningMemory();
    await steps();
  };
}

/** Stops cleanly on SIGINT/SIGTERM so an embedded PostgreSQL is shut down with the app. */
export function stopOnSignals(stop: () => Promise<void>, logger: Pick<Logger, 'info' | 'error'>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      stop()
        .then(() => process.exit(0))
        .catch((error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

/** An entry point's life (main, worker): start, then stop cleanly on a signal; a start that fails says why and exits 1. */
export function runUntilSignalled(start: () => Promise<{ stop: () => Promise<void>; logger: Pick<Logger, 'info' | 'error'> }>): void {
  start()
    .then((running) => stopOnSignals(running.stop, running.logger))
    .catch((error: unknown) => {
      // A configuration mistake is the operator's to fix: its message alone, without a stack.
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
