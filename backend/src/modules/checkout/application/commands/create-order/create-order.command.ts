/** POST /paypal/order: buy a full song (with an optional voucher) or a sample pack. */
export interface CreateOrderCommand {
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
