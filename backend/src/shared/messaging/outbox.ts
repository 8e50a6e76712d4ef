import { Injectable } from '@nestjs/common';
import type { EventPayloads, EventType } from '@boogy/contracts';
import { IntegrationEvents } from '../application/integration-events';
import { openTransaction } from '../persistence/unit-of-work.mikro-orm';
import { OutboxMessage } from './entities/outbox-message.entity';

/**
 * Records an integration event in the caller's unit of work (`UnitOfWork.run`): it is committed
 * with the state change or not at all. The relay delivers it afterwards, even if this process dies
 * first. Outside a unit of work there is nothing to commit it with, so that is a programming error.
 * Returns the event's id.
 */
export function recordEvent<T extends EventType>(type: T, payload: EventPayloads[T]): string {
  const em = openTransaction();
  if (!em) throw new Error(`recordEvent(${type}) outside a unit of work`);
  const message = em.create(OutboxMessage, { type, payload: payload as unknown as Record<string, unknown> });
  em.persist(message);
  return message.id;
}

/** The envelope a subscriber receives. `id` is the outbox id: the idempotency key of the inbox. */
export interface DeliveredEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayloads[T];
}

/** The IntegrationEvents port on the outbox. */
@Injectable()
export class OutboxIntegrationEvents extends IntegrationEvents {
  record<T extends EventType>(type: T, payload: EventPayloads[T]): void {
    recordEvent(type, payload);
  }
}
