import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewOrder, OpenCapture, OrderRecord, Orders, PaymentProvider, StaleVoucherClaim } from '../application/ports/orders.port';
import { Order } from './entities/order.entity';

/** checkout.orders: entities for whole rows, one conditional statement for each claim change. */
@Injectable()
export class OrderRepository implements Orders {
  draft(em: EntityManager, order: NewOrder): OrderRecord {
    return em.create(Order, order);
  }

  async save(em: EntityManager, order: OrderRecord): Promise<void> {
    await em.persist(order as Order).flush();
  }

  findByProviderOrderId(em: EntityManager, providerOrderId: string, provider?: PaymentProvider): Promise<OrderRecord | null> {
    return em.findOne(Order, provider ? { providerOrderId, provider } : { providerOrderId });
  }

  findById(em: EntityManager, id: string): Promise<OrderRecord | null> {
    return em.findOne(Order, { id });
  }

  lock(em: EntityManager, id: string): Promise<OrderRecord> {
    return em.findOneOrFail(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  async markCapturing(em: EntityManager, id: string): Promise<{ voucherClaimed: boolean } | null> {
    const rows = await em.execute<{ voucher_claimed: boolean }[]>(
      `update checkout.orders set capture_started_at = coalesce(capture_started_at, now()), updated_at = now()
        where id = ? and status = 'created' returning voucher_claimed`,
      [id],
    );
    return rows[0] ? { voucherClaimed: rows[0].voucher_claimed } : null;
  }

  async markVoucherClaimed(em: EntityManager, id: string): Promise<void> {
    await em.execute('update checkout.orders set voucher_claimed = true where id = ?', [id]);
  }

  async failClaim(em: EntityManager, id: string, reason: string): Promise<void> {
    await em.execute(`update checkout.orders set status = 'failed', failure_reason = ?, capture_started_at = null where id = ?`, [reason, id]);
  }

  async lockOpen(em: EntityManager, id: string): Promise<{ voucherId: string | null; voucherClaimed: boolean } | null> {
    const rows = await em.execute<{ voucher_id: string | null; voucher_claimed: boolean }[]>(
      `select voucher_id, voucher_claimed from checkout.orders where id = ? and status = 'created' for update`,
      [id],
    );
    return rows[0] ? { voucherId: rows[0].voucher_id, voucherClaimed: rows[0].voucher_claimed } : null;
  }

  async endAttempt(em: EntityManager, id: string, failureReason: string | null): Promise<void> {
    await em.execute(
      `update checkout.orders set voucher_claimed = false, capture_started_at = null, capture_attempt = capture_attempt + 1,
          status = coalesce(?, status), failure_reason = coalesce(?, failure_reason), updated_at = now()
        where id = ?`,
      [failureReason ? 'failed' : null, failureReason, id],
    );
  }

  async capturesInFlight(em: EntityManager, provider: PaymentProvider, olderThanSeconds: number, limit: number): Promise<OpenCapture[]> {
    const rows = await em.execute<{ id: string; provider_order_id: string; age_seconds: number }[]>(
      `select id, provider_order_id, extract(epoch from now() - capture_started_at)::float8 as age_seconds from checkout.orders
        where status = 'created' and capture_started_at is not null and provider = ?
          and capture_started_at < now() - make_interval(secs => ?)
        order by capture_started_at limit ?`,
      [provider, olderThanSeconds, limit],
    );
    return rows.map((r) => ({ id: r.id, providerOrderId: r.provider_order_id, ageSeconds: r.age_seconds }));
  }

  async lockAbandonedCapture(em: EntityManager, id: string, hours: number): Promise<{ voucherId: string | null; voucherClaimed: boolean } | null> {
    const rows = await em.execute<{ voucher_id: string | null; voucher_claimed: boolean }[]>(
      `select voucher_id, voucher_claimed from checkout.orders
        where id = ? and status = 'created' and capture_started_at is not null and updated_at < now() - make_interval(hours => ?)
        for update`,
      [id, hours],
    );
    return rows[0] ? { voucherId: rows[0].voucher_id, voucherClaimed: rows[0].voucher_claimed } : null;
  }

  async clearClaims(em: EntityManager, id: string): Promise<void> {
    await em.execute('update checkout.orders set voucher_claimed = false, capture_started_at = null, updated_at = now() where id = ?', [id]);
  }

  async staleVoucherClaims(em: EntityManager, provider: PaymentProvider, hours: number, limit: number): Promise<StaleVoucherClaim[]> {
    const rows = await em.execute<{ id: string; provider_order_id: string; voucher_id: string }[]>(
      `select id, provider_order_id, voucher_id from checkout.orders
        where status = 'created' and voucher_claimed and voucher_id is not null and provider = ?
          and updated_at < now() - make_interval(hours => ?)
        order by updated_at limit ?`,
      [provider, hours, limit],
    );
    return rows.map((r) => ({ id: r.id, providerOrderId: r.provider_order_id, voucherId: r.voucher_id }));
  }

  async clearStaleClaim(em: EntityManager, id: string, hours: number): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update checkout.orders set voucher_claimed = false, capture_started_at = null, updated_at = now()
        where id = ? and voucher_claimed and status = 'created' and updated_at < now() - make_interval(hours => ?)
        returning id`,
      [id, hours],
    );
    return rows.length > 0;
  }
}
