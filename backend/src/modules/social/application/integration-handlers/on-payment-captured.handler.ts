import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayloads } from '@boogy/contracts';
import { OnIntegrationEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { SONG_CATALOG, type SongCatalogPort } from '../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../ports/social.repositories';

/**
 * Someone bought a song that is not theirs (from its preview link): checkout made it paid for its
 * owner; here the buyer receives it as a full share from the owner, in their Shared Songs. Runs
 * with its inbox row, so a redelivered event gives nothing twice.
 */
@Injectable()
@OnIntegrationEvent('checkout.payment-captured.v1', 'social.give-bought-song')
export class OnPaymentCapturedHandler implements IntegrationEventHandler<'checkout.payment-captured.v1'> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
  ) {}

  async handle(payload: EventPayloads['checkout.payment-captured.v1'], em: EntityManager): Promise<void> {
    if (!payload.songId) return;
    const [song] = await this.catalog.songs(em, [payload.songId]);
    if (!song?.ownerUserId || song.ownerUserId === payload.buyerUserId) return;
    await this.shares.addFriendShare(em, {
      songId: song.id,
      sharedByUserId: song.ownerUserId,
      sharedWithUserId: payload.buyerUserId,
      shareType: 'full',
      message: null,
    });
  }
}
