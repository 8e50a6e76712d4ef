import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PayoutGateway, PayoutItemRequest, PayoutItemState } from '../../application/ports/payout-gateway.port';

const id = (seed: string, length = 17) => createHash('sha256').update(seed).digest('hex').toUpperCase().slice(0, length);

/**
 * The built-in payout provider for local use (refused in production by config): it pays every item
 * at once, deterministically from the sender batch id, so re-sending a batch answers the same batch.
 * A receiver at the reserved `.invalid` domain fails, like a PayPal account that cannot receive.
 */
export class SandboxPayoutsGateway implements PayoutGateway {
  readonly provider = 'sandbox' as const;

  constructor(private readonly orm: MikroORM) {}

  send(batch: { senderBatchId: string; emailSubject: string; items: PayoutItemRequest[] }): Promise<{ batchId: string; status: string }> {
    return Promise.resolve({ batchId: `SANDBOX-${id(batch.senderBatchId, 12)}`, status: 'PENDING' });
  }

  /** The items are the run's payouts, read back from the affiliate tables (the sandbox has no other memory). */
  async status(batchId: string): Promise<{ status: string; items: PayoutItemState[] }> {
    const rows = await this.orm.em.fork().execute<{ id: string; receiver: string }[]>(
      `select p.id, p.receiver from affiliate.affiliate_payouts p join affiliate.payout_runs r on r.id = p.run_id where r.provider_batch_id = ?`,
      [batchId],
    );
    return {
      status: 'SUCCESS',
      items: rows.map((r) => {
        const fails = r.receiver.toLowerCase().endsWith('.invalid');
        return {
          senderItemId: r.id,
          itemId: id(`item:${r.id}`, 13),
          transactionId: fails ? null : id(`tx:${r.id}`),
          status: fails ? 'FAILED' : 'SUCCESS',
          error: fails ? 'RECEIVER_UNREGISTERED' : null,
        };
      }),
    };
  }
}
