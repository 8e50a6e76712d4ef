import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../../shared/config';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { EmailSender, renderEmail } from '../../../notifications/public';
import { refundText } from '../../domain/receipt';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../ports/other-contexts.port';

/** On checkout.payment-refunded.v1, inside the inbox transaction. */
export class SendRefundNoticeCommand extends EventCommand<'checkout.payment-refunded.v1'> {}

/**
 * Every refund (an admin's, or one reported by the provider's webhook) tells the buyer what came
 * back and what it took away. Queued in the inbox transaction: a redelivered event sends no second email.
 */
@Injectable()
@CommandHandler(SendRefundNoticeCommand)
export class SendRefundNoticeHandler implements ICommandHandler<SendRefundNoticeCommand> {
  constructor(
    private readonly sender: EmailSender,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ payload }: SendRefundNoticeCommand): Promise<void> {
    return this.handle(payload);
  }

  async handle(refund: EventPayloads['checkout.payment-refunded.v1']): Promise<void> {
    const to = await this.accounts.emailOf(refund.buyerUserId);
    if (!to) return; // the account was deleted meanwhile: nobody to write to
    const songTitle = refund.songId ? await this.catalog.songTitle(refund.songId) : null;
    const text = refundText({
      productName: this.config.PRODUCT_NAME,
      amountMinor: refund.amountRefundedCents,
      currency: refund.currency,
      songTitle,
      jukeboxUrl: publicLink(this.config, '/jukebox'),
    });
    await this.sender.sendEmail(renderEmail({ to, productName: this.config.PRODUCT_NAME, ...text }));
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnPaymentRefundedSendNotice extends dispatchOnEvent('checkout.payment-refunded.v1', 'checkout.send-refund-notice', SendRefundNoticeCommand) {}
