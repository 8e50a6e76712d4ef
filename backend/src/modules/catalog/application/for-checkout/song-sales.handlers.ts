import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../shared/application/unit-of-work';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import {
  AssignGuestSongsToBuyerCommand,
  FindSongForPurchaseQuery,
  FindSongTitleForReceiptQuery,
  MarkSongPaidCommand,
  RevokeSongPaymentCommand,
  type MarkSongPaidOutcome,
  type SongForPurchase,
} from '../../../checkout/public';
import { SongPaidTwiceError } from '../../domain/song-payment';
import { SongSales } from '../ports/song-sales.port';

/*
 * The catalog's answers to what the checkout asks (messages the checkout declares): each runs in
 * the checkout's unit of work, so a song is unlocked or locked again with the payment that decides it.
 */

@QueryHandler(FindSongForPurchaseQuery)
export class FindSongForPurchaseHandler implements IQueryHandler<FindSongForPurchaseQuery> {
  constructor(private readonly sales: SongSales) {}

  execute({ songId }: FindSongForPurchaseQuery): Promise<SongForPurchase | null> {
    return this.sales.findForPurchase(songId);
  }
}

@QueryHandler(FindSongTitleForReceiptQuery)
export class FindSongTitleForReceiptHandler implements IQueryHandler<FindSongTitleForReceiptQuery> {
  constructor(
    private readonly sales: SongSales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ songId }: FindSongTitleForReceiptQuery): Promise<string | null> {
    return this.sales.humanTitle(songId, this.config.PRODUCT_NAME);
  }
}

/** Paid once, under the song's row lock: the aggregate refuses a second payment and ignores a repeat of the first. */
@CommandHandler(MarkSongPaidCommand)
export class MarkSongPaidHandler implements ICommandHandler<MarkSongPaidCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sales: SongSales,
  ) {}

  execute({ songId, paymentId }: MarkSongPaidCommand): Promise<MarkSongPaidOutcome> {
    return this.uow.run(async () => {
      const song = await this.sales.lockForPayment(songId);
      if (!song) return 'missing';
      try {
        if (!song.pay(paymentId)) return 'already_by_this_payment';
      } catch (error) {
        if (error instanceof SongPaidTwiceError) return 'paid_by_another_payment';
        throw error;
      }
      await this.sales.savePayment(song);
      return 'marked';
    });
  }
}

/** A refund locks the full song again and restarts its expiry, only when this payment is the one that unlocked it. */
@CommandHandler(RevokeSongPaymentCommand)
export class RevokeSongPaymentHandler implements ICommandHandler<RevokeSongPaymentCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sales: SongSales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ songId, paymentId }: RevokeSongPaymentCommand): Promise<boolean> {
    return this.uow.run(async () => {
      const song = await this.sales.lockForPayment(songId);
      if (!song?.revokePayment(paymentId, new Date(), this.config.SONG_EXPIRY_HOURS)) return false;
      await this.sales.savePayment(song);
      return true;
    });
  }
}

@CommandHandler(AssignGuestSongsToBuyerCommand)
export class AssignGuestSongsToBuyerHandler implements ICommandHandler<AssignGuestSongsToBuyerCommand> {
  constructor(private readonly sales: SongSales) {}

  execute({ guestId, userId }: AssignGuestSongsToBuyerCommand): Promise<number> {
    return this.sales.assignGuestSongs(guestId, userId);
  }
}

export const FOR_CHECKOUT_HANDLERS = [FindSongForPurchaseHandler, FindSongTitleForReceiptHandler, MarkSongPaidHandler, RevokeSongPaymentHandler, AssignGuestSongsToBuyerHandler];
