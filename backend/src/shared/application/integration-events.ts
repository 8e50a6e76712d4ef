import type { EventPayloads, EventType } from '@boogy/contracts';

/**
 * Records an integration event in the open unit of work (the outbox, ADR 0002): it is published
 * only if that unit of work commits. A port, so use cases and their specs need no outbox.
 */
export abstract class IntegrationEvents {
  abstract record<T extends EventType>(type: T, payload: EventPayloads[T]): void;
}
