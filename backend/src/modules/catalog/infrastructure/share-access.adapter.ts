import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LivePaymentPayerQuery } from '../../checkout/public';
import { HoldsFullShareQuery } from '../../social/public';
import type { ShareAccessPort, SongPayersPort } from '../application/ports/share-access.port';

/** Social's HoldsFullShareQuery, as the catalog's share-access port (inside a unit of work, it reads in it). */
@Injectable()
export class SocialShareAccessAdapter implements ShareAccessPort {
  constructor(private readonly queries: QueryBus) {}

  grantsFullSong(songId: string, who: { userId: string | null; shareId: string | null }, ownerUserId: string | null): Promise<boolean> {
    return this.queries.execute(new HoldsFullShareQuery(songId, who, ownerUserId));
  }
}

/** Checkout's public facade, as the catalog's song-payers port. */
@Injectable()
export class CheckoutSongPayersAdapter implements SongPayersPort {
  constructor(private readonly queries: QueryBus) {}

  /** Checkout's query joins the unit of work open here, if any. */
  payerOf(paymentId: string): Promise<string | null> {
    return this.queries.execute(new LivePaymentPayerQuery(paymentId));
  }
}
