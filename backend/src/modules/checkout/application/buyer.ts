/** Who is paying: a signed-in user, a guest (signed guest cookie), or a guest who just signed in. */
export interface Buyer {
  userId: string | null;
  guestId: string | null;
}

/** An order belongs to the user who placed it, or to the guest cookie that placed it. */
export function ownsOrder(order: { buyerUserId: string | null; buyerGuestId: string | null }, buyer: Buyer): boolean {
  if (order.buyerUserId && order.buyerUserId === buyer.userId) return true;
  return order.buyerGuestId !== null && order.buyerGuestId === buyer.guestId;
}
