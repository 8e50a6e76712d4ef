import { Command } from '@nestjs/cqrs';
import type { Buyer } from '../../buyer';

/** What the buyer asks for: a full song (with an optional voucher) or a sample pack. */
export interface OrderRequest {
  songId?: string;
  packId?: string;
  voucherCode?: string;
  /** A guest buyer's details (ignored for a signed-in buyer). */
  firstName?: string;
  email?: string;
  /** What the client believes it pays; never trusted, only compared with the server's price. */
  amount?: string | number;
  currency?: string;
  intent?: string;
}

export interface CreatedOrder {
  id: string;
  status: string;
  amountCents: number;
  currency: 'USD';
}

/** POST /paypal/order: an order at the provider, at the server's price. */
export class CreateOrderCommand extends Command<CreatedOrder> {
  constructor(
    readonly request: OrderRequest,
    readonly buyer: Buyer,
  ) {
    super();
  }
}
