import type { Order } from '../domain/order';
import type { Orders } from './ports/orders.port';
import type { SongPurchases } from './ports/song-purchases.port';
import type { Vouchers } from './ports/vouchers.port';

/** Where an order's claims are held: the voucher's uses, the song's one purchase, the order itself. */
export interface ClaimHolders {
  vouchers: Vouchers;
  purchases: SongPurchases;
  orders: Orders;
}

/**
 * Gives back what an order let go of (Order.fail, Order.releaseClaims): the voucher's use when it
 * held one, and the song's purchase, so the song can be bought again; then saves the order. In the
 * caller's unit of work, so all of it happens or none.
 */
export async function giveBackClaims(holders: ClaimHolders, order: Order, released: { releaseVoucherId: string | null }): Promise<void> {
  if (released.releaseVoucherId) await holders.vouchers.releaseUse(released.releaseVoucherId);
  await holders.purchases.releaseOrder(order.id);
  holders.orders.update(order);
}
