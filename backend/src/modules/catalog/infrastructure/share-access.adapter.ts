import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { livePaymentPayer } from '../../checkout/public';
import { holdsFullShare } from '../../social/public';
import type { ShareAccessPort, SongPayersPort } from '../application/ports/share-access.port';

/** Social's public facade, as the catalog's share-access port. */
@Injectable()
export class SocialShareAccessAdapter implements ShareAccessPort {
  grantsFullSong(em: EntityManager, songId: string, who: { userId: string | null; shareId: string | null }, ownerUserId: string | null): Promise<boolean> {
    return holdsFullShare(em, songId, who, ownerUserId);
  }
}

/** Checkout's public facade, as the catalog's song-payers port. */
@Injectable()
export class CheckoutSongPayersAdapter implements SongPayersPort {
  payerOf(em: EntityManager, paymentId: string): Promise<string | null> {
    return livePaymentPayer(em, paymentId);
  }
}
