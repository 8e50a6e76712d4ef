import { startWorker, stopOnSignals } from './bootstrap/start';
import { ConfigError } from './shared/config';

/** A process that runs jobs, subscribers and the outbox relay with the same modules, without HTTP. */
async function main(): Promise<void> {
  const worker = await startWorker();
  stopOnSignals(worker.stop, worker.logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
