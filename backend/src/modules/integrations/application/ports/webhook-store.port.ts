
export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
}

export interface WebhookTarget {
  id: string;
  url: string;
  secret: string;
}

/** Where a delivery sits in its webhook's log (newest first): its exact creation time, as PostgreSQL writes it, and id. */
export interface DeliveryPosition {
  createdAt: string;
  id: string;
}

export interface DeliveryView {
  id: string;
  position: DeliveryPosition;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface DeliveryToSend {
  id: string;
  webhookId: string;
  eventType: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
  webhookDeleted: boolean;
}

export interface AttemptOutcome {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  /** When to try again; null with `delivered` false: given up. */
  nextAttemptAt: Date | null;
}

/** Webhooks and their delivery log. */
export abstract class WebhookStore {
  /** Locks the user's webhooks (so parallel creations count each other) and counts the live ones. */
  abstract countLive(userId: string): Promise<number>;
  abstract insert(webhook: { id: string; userId: string; url: string; events: string[]; secret: string }): Promise<WebhookView>;
  abstract listLive(userId: string): Promise<WebhookView[]>;
  abstract remove(userId: string, webhookId: string): Promise<boolean>;
  abstract isOwnedLive(userId: string, webhookId: string): Promise<boolean>;
  /** The user's live webhooks that asked for this event type. */
  abstract subscribers(userId: string, eventType: string): Promise<WebhookTarget[]>;
  /** A new delivery, or null when this webhook has this fact already (a redelivered or repeated event). */
  abstract recordDelivery(delivery: { id: string; webhookId: string; eventId: string; eventType: string; eventKey: string; body: string }): Promise<string | null>;
  abstract deliveries(webhookId: string, options: { limit: number; after: DeliveryPosition | null }): Promise<DeliveryView[]>;
  /** The delivery under its row lock, with its webhook's URL and secret. */
  abstract lockDelivery(deliveryId: string): Promise<DeliveryToSend | null>;
  abstract recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<void>;
}
