export const PAYOUT_GATEWAY = Symbol('PayoutGateway');

export interface PayoutItemRequest {
  /** Our payout id: PayPal's sender_item_id. */
  senderItemId: string;
  receiver: string;
  amountCents: number;
  currency: string;
  note: string;
}

/** PayPal's transaction_status values an item can be in. */
export type PayoutItemStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | 'UNCLAIMED' | 'RETURNED' | 'ONHOLD' | 'BLOCKED' | 'REFUNDED' | 'REVERSED';

export interface PayoutItemState {
  senderItemId: string;
  itemId: string;
  transactionId: string | null;
  status: PayoutItemStatus;
  error: string | null;
}

export class PayoutGatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    readonly providerIssue: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Sends money to affiliates in batches. `send` is idempotent per sender batch id (also the
 * request id): sending the same batch again answers the first batch, never pays twice.
 */
export interface PayoutGateway {
  readonly provider: 'paypal' | 'sandbox';
  send(batch: { senderBatchId: string; emailSubject: string; items: PayoutItemRequest[] }): Promise<{ batchId: string; status: string }>;
  /** The batch's items and their states. */
  status(batchId: string): Promise<{ status: string; items: PayoutItemState[] }>;
}
