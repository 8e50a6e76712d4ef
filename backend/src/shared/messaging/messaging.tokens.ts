import type { AppConfig } from '../config';

/** The pg pool the outbox relay and message retention use (outside the ORM's). */
export const MESSAGING_POOL = Symbol('MESSAGING_POOL');

/** Whether this process runs background work (jobs, subscribers, the relay). */
export const runsWorkers = (config: AppConfig) => config.PROCESS_ROLE !== 'api';
