import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { assignGuestSongsToUser, findSongForPurchase, findSongHumanTitle, markSongPaidOnce, revokeSongPayment, type MarkPaidOutcome } from '../../catalog/public';
import { createPasswordlessUser, findUserByEmail, findUserById, issueReceiptSignInPath } from '../../identity/public';
import type { AccountsPort, CatalogPort, SongForPurchase } from '../application/ports/other-contexts.port';

/** The catalog's public facade, as the checkout's port. */
@Injectable()
export class CatalogFacadeAdapter implements CatalogPort {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  findSongForPurchase(em: EntityManager, songId: string): Promise<SongForPurchase | null> {
    return findSongForPurchase(em, songId);
  }

  markSongPaid(em: EntityManager, songId: string, paymentId: string): Promise<MarkPaidOutcome> {
    return markSongPaidOnce(em, songId, paymentId);
  }

  async revokeSongPayment(em: EntityManager, songId: string, paymentId: string): Promise<void> {
    await revokeSongPayment(em, songId, this.config.SONG_EXPIRY_HOURS, paymentId);
  }

  async assignGuestSongsToUser(em: EntityManager, guestId: string, userId: string): Promise<void> {
    await assignGuestSongsToUser(em, guestId, userId);
  }

  songTitle(em: EntityManager, songId: string): Promise<string | null> {
    return findSongHumanTitle(em, songId, this.config.PRODUCT_NAME);
  }
}

/** Identity's public facade, as the checkout's port. */
@Injectable()
export class AccountsFacadeAdapter implements AccountsPort {
  async findUserIdByEmail(em: EntityManager, email: string): Promise<string | null> {
    return (await findUserByEmail(em, email))?.id ?? null;
  }

  async createGuestBuyer(em: EntityManager, buyer: { email: string; firstName: string }): Promise<string> {
    const { user } = await createPasswordlessUser(em, { email: buyer.email, firstName: buyer.firstName });
    return user.id;
  }

  async emailOf(em: EntityManager, userId: string): Promise<string | null> {
    const user = await findUserById(em, userId);
    return user?.isActive ? user.email : null;
  }

  receiptSignInPath(em: EntityManager, userId: string): Promise<string | null> {
    return issueReceiptSignInPath(em, userId);
  }
}
