import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppModule } from '../app.module';
import { loadConfig, type AppConfig } from '../shared/config';
import { createLogger } from '../shared/logging/logger';
import { migrate, provideDatabase, type DatabaseHandle } from '../shared/persistence/database';
import { configureHttp } from './http';

export interface RunningApp {
  config: AppConfig;
  url: string;
  app: NestExpressApplication;
  stop: () => Promise<void>;
}

/** Config → database (embedded unless DATABASE_URL) → migrations → Nest. Shared by main, worker and tests. */
export async function prepare(env: NodeJS.ProcessEnv = process.env): Promise<{ config: AppConfig; logger: Logger; db: DatabaseHandle }> {
  const config = loadConfig(env);
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
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  logger.info({ url, database: db.embedded ? 'embedded' : 'external', role: config.PROCESS_ROLE }, 'Boogy is up');
  let stopped = false;
  return {
    config,
    url,
    app,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await app.close();
      await http.close();
      await db.stop();
    },
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
