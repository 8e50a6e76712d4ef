import { checkoutErrors, isEmail } from '../domain/checkout-errors';
import { ownsSong, type CatalogPort, type SongForPurchase } from './ports/other-contexts.port';

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

/** A guest buyer's first name and email as typed: both required, the email well formed (compared lower-cased), the name kept to 100 characters. */
export function guestBuyerDetails(typedFirstName: string | undefined, typedEmail: string | undefined): { email: string; firstName: string } {
  const firstName = typedFirstName?.trim() ?? '';
  const email = typedEmail?.trim().toLowerCase() ?? '';
  if (!firstName || !email) throw checkoutErrors.requiredFields();
  if (!isEmail(email)) throw checkoutErrors.invalidEmail();
  return { email, firstName: firstName.slice(0, 100) };
}

/**
 * The song a buyer may pay for, not paid yet: their own, or a member's song whose preview link they
 * hold (it becomes paid for its owner, and social gives the buyer a full share on checkout.payment-captured.v1).
 */
export async function songForSale(catalog: CatalogPort, songId: string, buyer: Buyer): Promise<SongForPurchase> {
  const song = await catalog.findSongForPurchase(songId);
  if (!song || !(ownsSong(song, buyer) || song.ownerUserId !== null)) throw checkoutErrors.songNotFound();
  if (song.isPaid) throw checkoutErrors.alreadyPaid();
  return song;
}
