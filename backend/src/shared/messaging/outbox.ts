import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayloads, EventType } from '@boogy/contracts';
import { OutboxMessage } from './entities/outbox-message.entity';

/**
 * Records an integration event in the caller's unit of work: it is committed with the state
 * change or not at all. The relay delivers it afterwards, even if this process dies first.
 */
export function recordEvent<T extends EventType>(em: EntityManager, type: T, payload: EventPayloads[T]): OutboxMessage {
  const message = em.create(OutboxMessage, { type, payload: payload as unknown as Record<string, unknown> });
  em.persist(message);
  return message;
}

/** The envelope a subscriber receives. `id` is the outbox id: the idempotency key of the inbox. */
export interface DeliveredEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayloads[T];
}
