import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../../../shared/messaging';
import { checkoutErrors, isEmail } from '../../../domain/checkout-errors';
import { voucherErrors } from '../../../domain/voucher-rules';
import { Payment } from '../../../infrastructure/entities/payment.entity';
import { VoucherRepository } from '../../../infrastructure/voucher.repository';
import type { Buyer } from '../../buyer';
import { ACCOUNTS_PORT, CATALOG_PORT, ownsSong, type AccountsPort, type CatalogPort } from '../../ports/other-contexts.port';
import { quoteSong } from '../../price-quote';
import type { UserStatus } from '../capture-order/complete-capture';

export interface FreeSongDownloadCommand {
  songId: string;
  voucherCode?: string;
  /** A guest's details; a signed-in user's come from the account. */
  userEmail?: string;
  firstName?: string;
}

export interface FreeSongDownloadResult {
  userStatus: UserStatus;
  message: string;
  /** A guest whose account was just made: the controller signs them in. */
  signInUserId: string | null;
}

export const FREE_DOWNLOAD_MESSAGES: Record<UserStatus, string> = {
  already_logged_in: 'Your song is ready to play in your jukebox!',
  new_account_created: 'Your account has been created and your song is ready in your jukebox!',
  existing_user_login_required: 'An account with this email already exists. Please log in to get your song.',
};

/**
 * POST /api/free-song-download: only when the voucher brings the server's price to 0. The voucher's
 * use is claimed atomically in the same transaction that unlocks the song.
 */
@Injectable()
export class FreeSongDownloadHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly vouchers: VoucherRepository,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute(command: FreeSongDownloadCommand, buyer: Buyer): Promise<FreeSongDownloadResult> {
    const em = this.em.fork();
    const quote = await quoteSong(em, this.vouchers, command.voucherCode);
    if (quote.finalPriceCents > 0 || !quote.voucher) throw checkoutErrors.notFree();
    const song = await this.catalog.findSongForPurchase(em, command.songId);
    if (!song || !ownsSong(song, buyer)) throw checkoutErrors.songNotFound();
    if (song.isPaid) throw checkoutErrors.alreadyPaid();

    let guest: { email: string; firstName: string } | null = null;
    if (!buyer.userId) {
      const firstName = command.firstName?.trim() ?? '';
      const email = command.userEmail?.trim().toLowerCase() ?? '';
      if (!firstName || !email) throw checkoutErrors.requiredFields();
      if (!isEmail(email)) throw checkoutErrors.invalidEmail();
      if (await this.accounts.findUserIdByEmail(em, email)) {
        return { userStatus: 'existing_user_login_required', message: FREE_DOWNLOAD_MESSAGES.existing_user_login_required, signInUserId: null };
      }
      guest = { email, firstName: firstName.slice(0, 100) };
    }
    const voucher = quote.voucher;

    return em.transactional(async (tx) => {
      if (!(await this.vouchers.claimUse(tx, voucher.id))) throw voucherErrors.usedUp();
      const userId = buyer.userId ?? (await this.accounts.createGuestBuyer(tx, guest!));
      if (buyer.guestId) await this.catalog.assignGuestSongsToUser(tx, buyer.guestId, userId);
      const payment = tx.create(Payment, { userId, songId: song.id, provider: 'voucher', amount: 0, status: 'free', voucherId: voucher.id });
      tx.persist(payment);
      await tx.flush();
      await this.catalog.markSongPaid(tx, song.id, payment.id);
      recordEvent(tx, 'checkout.payment-captured.v1', { paymentId: payment.id, buyerUserId: userId, songId: song.id, packId: null, amountPaidCents: 0, currency: payment.currency });
      const userStatus: UserStatus = buyer.userId ? 'already_logged_in' : 'new_account_created';
      return { userStatus, message: FREE_DOWNLOAD_MESSAGES[userStatus], signInUserId: buyer.userId ? null : userId };
    });
  }
}
