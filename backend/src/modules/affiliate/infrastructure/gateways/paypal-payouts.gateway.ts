import { PayPalConnection, type PayPalConnectionOptions } from '../../../../shared/paypal/paypal-connection';
import { PayoutGatewayError, type PayoutGateway, type PayoutItemRequest, type PayoutItemState, type PayoutItemStatus } from '../../application/ports/payout-gateway.port';

export type PayPalPayoutsOptions = PayPalConnectionOptions;

interface PayoutBatchAnswer {
  batch_header?: { payout_batch_id: string; batch_status: string };
  items?: {
    payout_item_id: string;
    transaction_id?: string;
    transaction_status?: string;
    payout_item: { sender_item_id?: string };
    errors?: { name?: string; message?: string };
  }[];
  total_pages?: number;
}


const centsToValue = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * PayPal Payouts v1: POST /v1/payments/payouts (sender_batch_id + PayPal-Request-Id, so a retry
 * answers the first batch) and GET /v1/payments/payouts/{id} for item states.
 */
export class PayPalPayoutsGateway implements PayoutGateway {
  readonly provider = 'paypal' as const;
  private readonly connection: PayPalConnection;

  constructor(options: PayPalPayoutsOptions) {
    this.connection = new PayPalConnection(options, {
      credentialsRefused: (status) => new PayoutGatewayError('unavailable', `PayPal refused the API credentials (HTTP ${status})`),
      refused: (status, issue) =>
        new PayoutGatewayError('rejected', issue.details?.[0]?.description ?? issue.message ?? `PayPal answered ${status}`, issue.details?.[0]?.issue ?? issue.name ?? null),
      unavailable: (message) => new PayoutGatewayError('unavailable', message),
    });
  }

  async send(batch: { senderBatchId: string; emailSubject: string; items: PayoutItemRequest[] }): Promise<{ batchId: string; status: string }> {
    const answer = await this.call<PayoutBatchAnswer>('POST', '/v1/payments/payouts', batch.senderBatchId, {
      sender_batch_header: { sender_batch_id: batch.senderBatchId, email_subject: batch.emailSubject, recipient_type: 'EMAIL' },
      items: batch.items.map((item) => ({
        recipient_type: 'EMAIL',
        receiver: item.receiver,
        sender_item_id: item.senderItemId,
        note: item.note,
        amount: { currency: item.currency, value: centsToValue(item.amountCents) },
      })),
    });
    if (!answer.batch_header) throw new PayoutGatewayError('rejected', 'PayPal answered the payout without a batch header');
    return { batchId: answer.batch_header.payout_batch_id, status: answer.batch_header.batch_status };
  }

  async status(batchId: string): Promise<{ status: string; items: PayoutItemState[] }> {
    const items: PayoutItemState[] = [];
    let status = 'PENDING';
    for (let page = 1; ; page++) {
      const answer = await this.call<PayoutBatchAnswer>('GET', `/v1/payments/payouts/${encodeURIComponent(batchId)}?page=${page}&page_size=1000&total_required=true`, null, undefined);
      status = answer.batch_header?.batch_status ?? status;
      for (const item of answer.items ?? []) {
        if (!item.payout_item.sender_item_id) continue;
        items.push({
          senderItemId: item.payout_item.sender_item_id,
          itemId: item.payout_item_id,
          transactionId: item.transaction_id ?? null,
          status: (item.transaction_status ?? 'PENDING') as PayoutItemStatus,
          error: item.errors?.message ?? item.errors?.name ?? null,
        });
      }
      if (!answer.total_pages || page >= answer.total_pages) break;
    }
    return { status, items };
  }

  private call<T>(method: string, path: string, requestId: string | null, body: unknown): Promise<T> {
    return this.connection.call<T>(method, path, requestId, body);
  }
}
