import { Injectable } from '@nestjs/common';
import {
  WebhookStore,
  type AttemptOutcome,
  type DeliveryPosition,
  type DeliveryToSend,
  type DeliveryView,
  type WebhookTarget,
  type WebhookView,
} from '../application/ports/webhook-store.port';
import { WebhookRecord } from './entities/webhook.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';

const view = (r: WebhookRecord): WebhookView => ({ id: r.id, url: r.url, events: r.events, createdAt: r.createdAt });

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  created_at_text: string;
}

@Injectable()
export class SqlWebhookStore extends WebhookStore {
  constructor(private readonly ems: EntityManagers) {
    super();
  }

  async countLive(userId: string): Promise<number> {
    const em = this.ems.current();
    await em.execute(`select pg_advisory_xact_lock(hashtextextended('integrations.webhooks:' || ?, 0))`, [userId]);
    return em.count(WebhookRecord, { userId, deletedAt: null });
  }

  async insert(webhook: { id: string; userId: string; url: string; events: string[]; secret: string }): Promise<WebhookView> {
    const em = this.ems.current();
    const record = em.create(WebhookRecord, { ...webhook, deletedAt: null });
    await em.flush();
    return view(record);
  }

  async listLive(userId: string): Promise<WebhookView[]> {
    const em = this.ems.current();
    return (await em.find(WebhookRecord, { userId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } })).map(view);
  }

  async remove(userId: string, webhookId: string): Promise<boolean> {
    const em = this.ems.current();
    return (await em.nativeUpdate(WebhookRecord, { id: webhookId, userId, deletedAt: null }, { deletedAt: new Date() })) > 0;
  }

  async isOwnedLive(userId: string, webhookId: string): Promise<boolean> {
    const em = this.ems.current();
    return (await em.count(WebhookRecord, { id: webhookId, userId, deletedAt: null })) > 0;
  }

  async subscribers(userId: string, eventType: string): Promise<WebhookTarget[]> {
    const em = this.ems.current();
    return em.execute<WebhookTarget[]>(`select id, url, secret from integrations.webhooks where user_id = ? and deleted_at is null and ? = any(events) order by created_at`, [userId, eventType]);
  }

  async recordDelivery(d: { id: string; webhookId: string; eventId: string; eventType: string; eventKey: string; body: string }): Promise<string | null> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>(
      `insert into integrations.webhook_deliveries (id, webhook_id, event_id, event_type, event_key, body, next_attempt_at) values (?, ?, ?, ?, ?, ?, now())
       on conflict (webhook_id, event_key) do nothing returning id`,
      [d.id, d.webhookId, d.eventId, d.eventType, d.eventKey, d.body],
    );
    return rows[0]?.id ?? null;
  }

  async deliveries(webhookId: string, options: { limit: number; after: DeliveryPosition | null }): Promise<DeliveryView[]> {
    const em = this.ems.current();
    const after = options.after ? `and (created_at, id) < (?::timestamptz, ?::uuid)` : '';
    const rows = await em.execute<DeliveryRow[]>(
      `select id, event_id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, delivered_at, created_at, created_at::text as created_at_text
       from integrations.webhook_deliveries where webhook_id = ? ${after} order by created_at desc, id desc limit ?`,
      [webhookId, ...(options.after ? [options.after.createdAt, options.after.id] : []), options.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      position: { createdAt: r.created_at_text, id: r.id },
      eventId: r.event_id,
      eventType: r.event_type,
      status: r.status,
      attempts: r.attempts,
      lastStatusCode: r.last_status_code,
      lastError: r.last_error,
      nextAttemptAt: r.next_attempt_at ? new Date(r.next_attempt_at) : null,
      deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
      createdAt: new Date(r.created_at),
    }));
  }

  async lockDelivery(deliveryId: string): Promise<DeliveryToSend | null> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string; webhook_id: string; event_type: string; body: string; status: DeliveryToSend['status']; attempts: number; created_at: Date; url: string; secret: string; deleted_at: Date | null }[]>(
      `select d.id, d.webhook_id, d.event_type, d.body, d.status, d.attempts, d.created_at, w.url, w.secret, w.deleted_at
       from integrations.webhook_deliveries d join integrations.webhooks w on w.id = d.webhook_id
       where d.id = ? for update of d`,
      [deliveryId],
    );
    const r = rows[0];
    if (!r) return null;
    return { id: r.id, webhookId: r.webhook_id, eventType: r.event_type, body: r.body, status: r.status, attempts: r.attempts, createdAt: new Date(r.created_at), url: r.url, secret: r.secret, webhookDeleted: r.deleted_at !== null };
  }

  async recordAttempt(deliveryId: string, o: AttemptOutcome): Promise<void> {
    const em = this.ems.current();
    const status = o.delivered ? 'delivered' : o.nextAttemptAt ? 'pending' : 'failed';
    await em.execute(
      `update integrations.webhook_deliveries set attempts = attempts + 1, status = ?, last_status_code = ?, last_error = ?, next_attempt_at = ?,
         delivered_at = case when ? then now() else null end where id = ?`,
      [status, o.statusCode, o.error?.slice(0, 500) ?? null, o.nextAttemptAt, o.delivered, deliveryId],
    );
  }
}
