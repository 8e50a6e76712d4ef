import type { EntityManager } from '@mikro-orm/postgresql';

/** Provider webhook events handled already (by the provider's event id). */
export const WEBHOOK_EVENTS = Symbol('WebhookEvents');

export interface WebhookEvents {
  seen(em: EntityManager, eventId: string): Promise<boolean>;
  /** Remembers the event (a second time does nothing). */
  remember(em: EntityManager, eventId: string, eventType: string): Promise<void>;
}
