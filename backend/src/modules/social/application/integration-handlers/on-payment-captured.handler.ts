import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { SONG_CATALOG, type SongCatalogPort } from '../ports/catalog.port';
import { PAYMENTS, type PaymentsPort } from '../ports/payments.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../ports/social.repositories';

/** On checkout.payment-captured.v1, inside the inbox transaction (the open unit of work). */
export class GiveBoughtSongCommand extends EventCommand<'checkout.payment-captured.v1'> {}

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
    @Inject(PAYMENTS) private readonly payments: PaymentsPort,
  ) {}

  execute({ payload }: GiveBoughtSongCommand): Promise<void> {
    return this.handle(payload);
  }

  async handle(payload: EventPayloads['checkout.payment-captured.v1']): Promise<void> {
    if (!payload.songId) return;
    const [song] = await this.catalog.songs([payload.songId]);
    if (!song?.ownerUserId || song.ownerUserId === payload.buyerUserId) return;
    // The refund's event may be handled before this one (another queue): a refunded payment gives
    // nothing, and a live one is held until this commits, so a refund's take-back always sees the share.
    if (!(await this.payments.holdUnlessRefunded(payload.paymentId))) return;
    await this.shares.addFriendShare({
      songId: song.id,
      sharedByUserId: song.ownerUserId,
      sharedWithUserId: payload.buyerUserId,
      shareType: 'full',
      message: null,
      paymentId: payload.paymentId,
    });
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnPaymentCapturedGiveBoughtSong extends dispatchOnEvent('checkout.payment-captured.v1', 'social.give-bought-song', GiveBoughtSongCommand) {}
