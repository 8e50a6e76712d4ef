import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { recordEvent } from '../../../../../shared/messaging';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { claimVoucherUse } from '../../voucher-claims';
import { PAYMENTS, type Payments } from '../../ports/payments.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../../ports/other-contexts.port';
import { guestBuyerDetails, songForSale } from '../../buyer';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { quoteSong } from '../../price-quote';
import { DomainError } from '../../../../../shared/ddd';
import { purchaseVerdict } from '../../../domain/song-purchase';
import type { UserStatus } from '../capture-order/complete-capture';
import { FreeSongDownloadCommand, type FreeSongDownloadResult } from './free-song-download.command';

export const FREE_DOWNLOAD_MESSAGES: Record<UserStatus, string> = {
  already_logged_in: 'Your song is ready to play in your jukebox!',
  new_account_created: 'Your account has been created and your song is ready in your jukebox!',
  existing_user_login_required: 'An account with this email already exists. Please log in to get your song.',
};

/**
 * POST /api/free-song-download: only when the voucher brings the server's price to 0. The song's
 * one purchase and the voucher's use are claimed in the same transaction that unlocks the song:
 * of parallel requests (or a capture racing this), one wins and the others get 409 and claim nothing.
 */
@CommandHandler(FreeSongDownloadCommand)
export class FreeSongDownloadHandler implements ICommandHandler<FreeSongDownloadCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
  ) {}

  async execute({ request: command, buyer }: FreeSongDownloadCommand): Promise<FreeSongDownloadResult> {
    const quote = await quoteSong(this.vouchers, command.voucherCode);
    if (quote.finalPriceCents > 0 || !quote.voucher) throw checkoutErrors.notFree();
    // As with a paid order: a member's song may be unlocked by whoever holds its preview link.
    const song = await songForSale(this.catalog, command.songId, buyer);

    let guest: { email: string; firstName: string } | null = null;
    if (!buyer.userId) {
      guest = guestBuyerDetails(command.firstName, command.userEmail);
      if (await this.accounts.findUserIdByEmail(guest.email)) {
        return { userStatus: 'existing_user_login_required', message: FREE_DOWNLOAD_MESSAGES.existing_user_login_required, signInUserId: null };
      }
    }
    const voucher = quote.voucher;

    return this.uow.run(async () => {
      // The song's one purchase first: a racing free download or capture of this song wins or
      // loses here, before the voucher's use is counted (a loser rolls back and claims nothing).
      const verdict = purchaseVerdict(await this.purchases.take(song.id, { orderId: null, voucherId: voucher.id }), null);
      if (verdict instanceof DomainError) throw verdict;
      const refused = await claimVoucherUse(this.vouchers, voucher.id);
      if (refused) throw refused;
      const userId = buyer.userId ?? (await this.accounts.createGuestBuyer(guest!));
      if (buyer.guestId) await this.catalog.assignGuestSongsToUser(buyer.guestId, userId);
      const payment = await this.payments.add({ userId, songId: song.id, provider: 'voucher', amount: 0, status: 'free', voucherId: voucher.id });
      await this.purchases.paid(song.id, payment.id);
      const marked = await this.catalog.markSongPaid(song.id, payment.id);
      if (marked === 'missing') throw checkoutErrors.songNotFound();
      if (marked === 'paid_by_another_payment') throw checkoutErrors.alreadyPaid();
      recordEvent('checkout.payment-captured.v1', { paymentId: payment.id, buyerUserId: userId, songId: song.id, packId: null, amountPaidCents: 0, currency: payment.currency });
      const userStatus: UserStatus = buyer.userId ? 'already_logged_in' : 'new_account_created';
      return { userStatus, message: FREE_DOWNLOAD_MESSAGES[userStatus], signInUserId: buyer.userId ? null : userId };
    });
  }
}
