import type { EntityManager } from '@mikro-orm/postgresql';

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
  abstract countLive(em: EntityManager, userId: string): Promise<number>;
  abstract insert(em: EntityManager, webhook: { id: string; userId: string; url: string; events: string[]; secret: string }): Promise<WebhookView>;
  abstract listLive(em: EntityManager, userId: string): Promise<WebhookView[]>;
  abstract remove(em: EntityManager, userId: string, webhookId: string): Promise<boolean>;
  abstract isOwnedLive(em: EntityManager, userId: string, webhookId: string): Promise<boolean>;
  /** The user's live webhooks that asked for this event type. */
  abstract subscribers(em: EntityManager, userId: string, eventType: string): Promise<WebhookTarget[]>;
  /** A new delivery, or null when this webhook has this fact already (a redelivered or repeated event). */
  abstract recordDelivery(em: EntityManager, delivery: { id: string; webhookId: string; eventId: string; eventType: string; eventKey: string; body: string }): Promise<string | null>;
  abstract deliveries(em: EntityManager, webhookId: string, options: { limit: number; after: DeliveryPosition | null }): Promise<DeliveryView[]>;
  /** The delivery under its row lock, with its webhook's URL and secret. */
  abstract lockDelivery(em: EntityManager, deliveryId: string): Promise<DeliveryToSend | null>;
  abstract recordAttempt(em: EntityManager, deliveryId: string, outcome: AttemptOutcome): Promise<void>;
}
