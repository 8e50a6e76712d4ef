import 'reflect-metadata';
import { startHttpApp, startWorker, stopOnSignals } from '../../src/bootstrap/start';
import { MessagingProbeModule } from './messaging-probe.module';

/**
 * One real Boogy process for the scale tests, started exactly as main.ts (PROCESS_ROLE api/all) or
 * worker.ts (PROCESS_ROLE=worker) start it, SIGTERM handling included. WITH_PROBE=1 adds the
 * messaging probe module (a cron tick that records each run). Prints `APP_READY <pid> <json>`.
 */
async function main(): Promise<void> {
  const extra = process.env.WITH_PROBE === '1' ? [MessagingProbeModule.register()] : [];
  if (process.env.PROCESS_ROLE === 'worker') {
    const worker = await startWorker(process.env, extra);
    process.stdout.write(`APP_READY ${process.pid} ${JSON.stringify({ metricsUrl: worker.metricsUrl ?? null })}\n`);
    stopOnSignals(worker.stop, worker.logger);
  } else {
    const running = await startHttpApp(process.env, extra);
    process.stdout.write(`APP_READY ${process.pid} ${JSON.stringify({ url: running.url })}\n`);
    stopOnSignals(running.stop, running.logger);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
