
/** Provider webhook events handled already (by the provider's event id). */
export const WEBHOOK_EVENTS = Symbol('WebhookEvents');

export interface WebhookEvents {
  seen(eventId: string): Promise<boolean>;
  /** Remembers the event (a second time does nothing). */
  remember(eventId: string, eventType: string): Promise<void>;
}
