import type { Schema } from '@boogy/contracts';
import type { ApiTokenView } from './ports/api-token-store.port';
import type { DeliveryView, WebhookView } from './ports/webhook-store.port';

export const apiTokenJson = (t: ApiTokenView): Schema<'ApiToken'> => ({
  id: t.id,
  name: t.name,
  tokenHint: t.tokenHint,
  scopes: t.scopes as Schema<'ApiToken'>['scopes'],
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  expiresAt: t.expiresAt?.toISOString() ?? null,
});

export const webhookJson = (w: WebhookView): Schema<'Webhook'> => ({
  id: w.id,
  url: w.url,
  events: w.events as Schema<'Webhook'>['events'],
  createdAt: w.createdAt.toISOString(),
});

export const deliveryJson = (d: DeliveryView): Schema<'WebhookDelivery'> => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType as Schema<'WebhookDelivery'>['eventType'],
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});
