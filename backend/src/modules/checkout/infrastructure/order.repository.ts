import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { NewOrder, OpenCapture, OrderRecord, Orders, PaymentProvider, StaleVoucherClaim } from '../application/ports/orders.port';
import { Order as OrderAggregate, type OrderState } from '../domain/order';
import { Order } from './entities/order.entity';

/** The aggregate's state read off its row. */
function orderState(row: Order): OrderState {
  const { id, provider, providerOrderId, songId, packId, buyerUserId, buyerGuestId, guestEmail, guestFirstName, listPriceCents, amountCents, currency } = row;
  const { voucherId, voucherClaimed, captureAttempt, captureStartedAt, status, failureReason, captureResult, updatedAt } = row;
  return { id, provider, providerOrderId, songId, packId, buyerUserId, buyerGuestId, guestEmail, guestFirstName, listPriceCents, amountCents, currency, voucherId, voucherClaimed, captureAttempt, captureStartedAt, status, failureReason, captureResult, updatedAt };
}

/** checkout.orders: entities for whole rows, one conditional statement for each claim change. */
@Injectable()
export class OrderRepository implements Orders {
  /** The row each loaded aggregate came from: `update` writes the aggregate's state onto it. */
  private readonly rows = new WeakMap<OrderAggregate, Order>();

  constructor(private readonly ems: EntityManagers) {}

  /** A plain entity with its defaults: no EntityManager tracks it until `save`, which may run on another. */
  draft(order: NewOrder): OrderRecord {
    return Object.assign(new Order(), order);
  }

  async save(order: OrderRecord): Promise<void> {
    await this.ems.current().persist(order as Order).flush();
  }

  findByProviderOrderId(providerOrderId: string, provider?: PaymentProvider): Promise<OrderRecord | null> {
    return this.ems.current().findOne(Order, provider ? { providerOrderId, provider } : { providerOrderId });
  }

  findById(id: string): Promise<OrderRecord | null> {
    return this.ems.current().findOne(Order, { id });
  }

  async load(id: string): Promise<OrderAggregate> {
    return this.aggregate(await this.ems.current().findOneOrFail(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }));
  }

  update(order: OrderAggregate): void {
    const row = this.rows.get(order);
    if (!row) throw new Error(`OrderRepository.update: order ${order.id} was not loaded by this repository`);
    Object.assign(row, order.toState());
  }

  private aggregate(row: Order): OrderAggregate {
    const order = OrderAggregate.restore(orderState(row));
    this.rows.set(order, row);
    return order;
  }

  /** The order under its row lock when `where` (SQL over checkout.orders, with `?` for `values`) still holds. */
  private async loadWhere(id: string, where: string, values: unknown[]): Promise<OrderAggregate | null> {
    const rows = await this.ems.current().execute<{ id: string }[]>(`select id from checkout.orders where id = ? and ${where} for update`, [id, ...values]);
    return rows.length > 0 ? this.load(id) : null;
  }

  async capturesInFlight(provider: PaymentProvider, olderThanSeconds: number, limit: number): Promise<OpenCapture[]> {
    const rows = await this.ems.current().execute<{ id: string; provider_order_id: string; age_seconds: number }[]>(
      `select id, provider_order_id, extract(epoch from now() - capture_started_at)::float8 as age_seconds from checkout.orders
        where status = 'created' and capture_started_at is not null and provider = ?
          and capture_started_at < now() - make_interval(secs => ?)
        order by capture_started_at limit ?`,
      [provider, olderThanSeconds, limit],
    );
    return rows.map((r) => ({ id: r.id, providerOrderId: r.provider_order_id, ageSeconds: r.age_seconds }));
  }

  loadAbandonedCapture(id: string, hours: number): Promise<OrderAggregate | null> {
    return this.loadWhere(id, `status = 'created' and capture_started_at is not null and updated_at < now() - make_interval(hours => ?)`, [hours]);
  }

  async staleVoucherClaims(provider: PaymentProvider, hours: number, limit: number): Promise<StaleVoucherClaim[]> {
    const rows = await this.ems.current().execute<{ id: string; provider_order_id: string; voucher_id: string }[]>(
      `select id, provider_order_id, voucher_id from checkout.orders
        where status = 'created' and voucher_claimed and voucher_id is not null and provider = ?
          and updated_at < now() - make_interval(hours => ?)
        order by updated_at limit ?`,
      [provider, hours, limit],
    );
    return rows.map((r) => ({ id: r.id, providerOrderId: r.provider_order_id, voucherId: r.voucher_id }));
  }

  loadStaleClaim(id: string, hours: number): Promise<OrderAggregate | null> {
    return this.loadWhere(id, `status = 'created' and voucher_claimed and updated_at < now() - make_interval(hours => ?)`, [hours]);
  }
}
