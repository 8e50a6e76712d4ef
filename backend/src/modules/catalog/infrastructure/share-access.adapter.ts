import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { LivePaymentPayerQuery } from '../../checkout/public';
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
  constructor(private readonly queries: QueryBus) {}

  /** Checkout's query joins the unit of work open here, if any (`em` is its transaction's). */
  payerOf(_em: EntityManager, paymentId: string): Promise<string | null> {
    return this.queries.execute(new LivePaymentPayerQuery(paymentId));
  }
}
