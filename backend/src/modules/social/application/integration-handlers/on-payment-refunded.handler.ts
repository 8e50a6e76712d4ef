import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { SHARES_REPOSITORY, type SharesRepository } from '../ports/social.repositories';

/** On checkout.payment-refunded.v1, inside the inbox transaction (the open unit of work). */
export class TakeBackBoughtSongCommand extends EventCommand<'checkout.payment-refunded.v1', { removed: boolean }> {}

/**
 * A refund takes back exactly what its purchase gave: the full share the refunded payment bought
 * (found by its payment id), and nothing else (a share the owner gave, or another buyer's, stays).
 */
@Injectable()
@CommandHandler(TakeBackBoughtSongCommand)
export class TakeBackBoughtSongHandler implements ICommandHandler<TakeBackBoughtSongCommand> {
  constructor(@Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository) {}

  async execute({ payload }: TakeBackBoughtSongCommand): Promise<{ removed: boolean }> {
    if (!payload.songId) return { removed: false };
    return { removed: await this.shares.removeBoughtShare(payload.paymentId) };
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnPaymentRefundedTakeBackBoughtSong extends dispatchOnEvent('checkout.payment-refunded.v1', 'social.take-back-bought-song', TakeBackBoughtSongCommand) {}
