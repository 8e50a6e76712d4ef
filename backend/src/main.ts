import { startHttpApp, stopOnSignals } from './bootstrap/start';
import { ConfigError } from './shared/config';

/** `npm start`: the API, the built frontend and (PROCESS_ROLE=all, the default) the job workers. */
async function main(): Promise<void> {
  const running = await startHttpApp();
  stopOnSignals(running.stop, running.logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
