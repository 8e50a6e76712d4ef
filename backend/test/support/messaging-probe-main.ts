import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from '../../src/app.module';
import { prepare } from '../../src/bootstrap/start';
import { MessagingProbeModule } from './messaging-probe.module';

/**
 * One app process for the multi-process messaging tests: the real AppModule (as worker.ts boots
 * it) plus the probe module. Prints PROBE_READY once it works jobs; SIGTERM stops it cleanly.
 * Run with `node -r @swc-node/register backend/test/support/messaging-probe-main.ts`.
 */
async function main(): Promise<void> {
  const { config, logger, db } = await prepare(process.env);
  const app = await NestFactory.createApplicationContext(
    AppModule.register({ config, logger, databaseUrl: db.url, extraImports: [MessagingProbeModule.register()] }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  process.stdout.write(`PROBE_READY ${process.pid}\n`);
  process.once('SIGTERM', () => {
    app
      .close()
      .then(() => db.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
