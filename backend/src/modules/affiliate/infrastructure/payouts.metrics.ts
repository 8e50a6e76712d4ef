import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Metrics } from '../../../shared/observability';

/**
 * Affiliate's figures for /metrics: payout items and their cents by status, and commissions by
 * status, read from its own tables at each scrape. Failed, unclaimed or returned payouts need a
 * person; a growing `pending` count after Monday 10:00 UTC means the run is stuck.
 */
@Injectable()
export class PayoutsMetrics implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const payouts = () =>
      this.orm.em
        .fork()
        .execute<{ status: string; n: number; cents: number }[]>(
          `select status, count(*)::int as n, coalesce(sum(total_cash_amount), 0)::float8 as cents from affiliate.affiliate_payouts group by status`,
        );
    const commissions = () =>
      this.orm.em.fork().execute<{ status: string; n: number }[]>(`select status, count(*)::int as n from affiliate.affiliate_commissions group by status`);
    this.metrics.gauge({
      name: 'boogy_payouts',
      help: 'Affiliate payout items, by status (pending, processing, completed, failed, unclaimed, returned)',
      labelNames: ['status'],
      collect: async () => (await payouts()).map((r) => ({ labels: { status: r.status }, value: r.n })),
    });
    this.metrics.gauge({
      name: 'boogy_payouts_amount_cents',
      help: 'Sum of affiliate payout items in US cents, by status',
      labelNames: ['status'],
      collect: async () => (await payouts()).map((r) => ({ labels: { status: r.status }, value: r.cents })),
    });
    this.metrics.gauge({
      name: 'boogy_affiliate_commissions',
      help: 'Affiliate commissions, by status (pending, mature, in_payout, paid, voided)',
      labelNames: ['status'],
      collect: async () => (await commissions()).map((r) => ({ labels: { status: r.status }, value: r.n })),
    });
  }
}
