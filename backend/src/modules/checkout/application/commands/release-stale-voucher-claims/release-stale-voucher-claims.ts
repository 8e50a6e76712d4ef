import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';
import { ORDERS, type Orders, type StaleVoucherClaim } from '../../ports/orders.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { PAYMENT_GATEWAY, PaymentGatewayError, type PaymentGateway } from '../../ports/payment-gateway.port';
import { giveBackClaims } from '../../order-claims';

/**
 * A capture is claimed for this long before its voucher use can be given back: PayPal answers a
 * repeated PayPal-Request-Id with the first result for 6 hours, so until then a retry of the same
 * attempt may still complete it.
 */
export const STALE_CLAIM_HOURS = 6;
const BATCH = 100;

/**
 * A capture that timed out keeps its voucher use claimed (it may have gone through). When the buyer
 * never retries, this gives the use back — once the provider confirms nothing was captured.
 */
@Injectable()
export class ReleaseStaleVoucherClaims {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
    @Inject(ORDERS) private readonly orders: Orders,
  ) {}

  /** Releases the stale claims of orders the provider never captured; answers how many. */
  async run(): Promise<number> {
    const stale = await this.orders.staleVoucherClaims(this.gateway.provider, STALE_CLAIM_HOURS, BATCH);
    let released = 0;
    for (const claim of stale) {
      let state: 'captured' | 'none';
      try {
        state = await this.gateway.captureState(claim.providerOrderId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        continue; // provider not answering: the next run asks again
      }
      // A capture that exists (even pending) keeps its claim: the webhook or a retry completes it.
      if (state === 'captured') continue;
      if (await this.release(claim)) released++;
    }
    return released;
  }

  /** Conditional on the claim still being stale: a capture attempt that started meanwhile touched it. */
  private async release(claim: StaleVoucherClaim): Promise<boolean> {
    return this.uow.run(async () => {
      const order = await this.orders.loadStaleClaim(claim.id, STALE_CLAIM_HOURS);
      const released = order?.releaseClaims();
      if (!order || !released?.releaseVoucherId) return false;
      await giveBackClaims({ vouchers: this.vouchers, purchases: this.purchases, orders: this.orders }, order, released);
      return true;
    });
  }
}

/** The quarter-hour's release of stale claims, dispatched on the bus by the queue worker. */
export class ReleaseStaleVoucherClaimsCommand extends Command<number> {}

@RunsOnSchedule({
  queue: 'checkout.release-stale-voucher-claims',
  cron: '*/15 * * * *',
  command: () => new ReleaseStaleVoucherClaimsCommand(),
  report: (released, logger) => released > 0 && logger.log(`gave back ${released} voucher use(s) of captures that never completed`),
})
@CommandHandler(ReleaseStaleVoucherClaimsCommand)
export class ReleaseStaleVoucherClaimsHandler implements ICommandHandler<ReleaseStaleVoucherClaimsCommand> {
  constructor(private readonly release: ReleaseStaleVoucherClaims) {}
  execute(): Promise<number> {
    return this.release.run();
  }
}
