import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepare, stopOnSignals } from './bootstrap/start';
import { ConfigError } from './shared/config';

/** A process that runs jobs, subscribers and the outbox relay with the same modules, without HTTP. */
async function main(): Promise<void> {
  const { config, logger, db } = await prepare({ ...process.env, PROCESS_ROLE: 'worker' });
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, logger, databaseUrl: db.url }), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  logger.info('Boogy worker is up');
  stopOnSignals(async () => {
    await app.close();
    await db.stop();
  }, logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
