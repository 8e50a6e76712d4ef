import { runUntilSignalled, startWorker } from './bootstrap/start';

/** A process that runs jobs, subscribers and the outbox relay with the same modules, without HTTP. */
runUntilSignalled(() => startWorker());
