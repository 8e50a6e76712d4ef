import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Metrics } from '../../../shared/observability';

/**
 * Checkout's figures for /metrics: payments and payment orders by status (counts and cents), read
 * from its own tables at each scrape. A sudden rise of failed orders or refunds is worth an alert.
 */
@Injectable()
export class PaymentsMetrics implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const byStatus = (table: 'payments' | 'orders', amount: string) => async () =>
      this.orm.em
        .fork()
        .execute<{ status: string; n: number; cents: number }[]>(`select status, count(*)::int as n, coalesce(sum(${amount}), 0)::float8 as cents from checkout.${table} group by status`);
    const payments = byStatus('payments', 'amount');
    const orders = byStatus('orders', 'amount_cents');
    this.metrics.gauge({
      name: 'boogy_payments',
      help: 'Payments recorded, by status (captured, refunded)',
      labelNames: ['status'],
      collect: async () => (await payments()).map((r) => ({ labels: { status: r.status }, value: r.n })),
    });
    this.metrics.gauge({
      name: 'boogy_payments_amount_cents',
      help: 'Sum of payment amounts in US cents, by status',
      labelNames: ['status'],
      collect: async () => (await payments()).map((r) => ({ labels: { status: r.status }, value: r.cents })),
    });
    this.metrics.gauge({
      name: 'boogy_payment_orders',
      help: 'Payment orders, by status (created, captured, failed)',
      labelNames: ['status'],
      collect: async () => (await orders()).map((r) => ({ labels: { status: r.status }, value: r.n })),
    });
  }
}
