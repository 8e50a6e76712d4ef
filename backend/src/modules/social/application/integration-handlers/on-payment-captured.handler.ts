import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayloads } from '@boogy/contracts';
import { OnIntegrationEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { SONG_CATALOG, type SongCatalogPort } from '../ports/catalog.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../ports/social.repositories';

/** On checkout.payment-captured.v1, inside the inbox transaction `em`. */
export class GiveBoughtSongCommand extends Command<void> {
  constructor(
    readonly payload: EventPayloads['checkout.payment-captured.v1'],
    readonly em: EntityManager,
  ) {
    super();
  }
}

/**
 * Someone bought a song that is not theirs (from its preview link): checkout made it paid for its
 * owner; here the buyer receives it as a full share from the owner, in their Shared Songs, naming
 * the payment (a refund takes exactly this share back). Runs with its inbox row, so a redelivered
 * event gives nothing twice (and the payment's unique share holds it in the database too).
 */
@Injectable()
@CommandHandler(GiveBoughtSongCommand)
export class OnPaymentCapturedHandler implements ICommandHandler<GiveBoughtSongCommand> {
  constructor(
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
  ) {}

  execute({ payload, em }: GiveBoughtSongCommand): Promise<void> {
    return this.handle(payload, em);
  }

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
      paymentId: payload.paymentId,
    });
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename): dispatches the command. */
@Injectable()
@OnIntegrationEvent('checkout.payment-captured.v1', 'social.give-bought-song')
export class OnPaymentCapturedGiveBoughtSong implements IntegrationEventHandler<'checkout.payment-captured.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: EventPayloads['checkout.payment-captured.v1'], em: EntityManager): Promise<void> {
    await this.commands.execute(new GiveBoughtSongCommand(payload, em));
  }
}
