export * from './outbox';
export * from './inbox';
export * from './integration-event-handler';
export * from './event-command';
export * from './job-queue';
export * from './outbox-relay';
export * from './messaging.module';
export * from './message-retention';
