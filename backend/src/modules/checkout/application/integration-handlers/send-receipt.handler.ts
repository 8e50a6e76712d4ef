import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventPayloads } from '@boogy/contracts';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../../shared/config';
import { dispatchOnEvent, EventCommand } from '../../../../shared/messaging';
import { EmailSender, renderEmail } from '../../../notifications/public';
import { receiptText } from '../../domain/receipt';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../ports/other-contexts.port';

/** On checkout.payment-captured.v1, inside the inbox transaction. */
export class SendReceiptCommand extends EventCommand<'checkout.payment-captured.v1'> {}

/**
 * Every completed payment (capture, webhook, reconciliation or free voucher download: all record
 * checkout.payment-captured.v1) gets a receipt with the way back to what was bought: a guest buyer
 * has a passwordless account and nothing else. The email and its sign-in link are queued in the
 * inbox transaction, so a redelivered event sends no second receipt.
 */
@Injectable()
@CommandHandler(SendReceiptCommand)
export class SendReceiptHandler implements ICommandHandler<SendReceiptCommand> {
  constructor(
    private readonly sender: EmailSender,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ payload }: SendReceiptCommand): Promise<void> {
    return this.handle(payload);
  }

  async handle(payment: EventPayloads['checkout.payment-captured.v1']): Promise<void> {
    const to = await this.accounts.emailOf(payment.buyerUserId);
    if (!to) return; // the account was deleted meanwhile: nobody to write to
    const songTitle = payment.songId ? await this.catalog.songTitle(payment.songId) : null;
    const signInPath = await this.accounts.receiptSignInPath(payment.buyerUserId);
    const text = receiptText({
      productName: this.config.PRODUCT_NAME,
      amountMinor: payment.amountPaidCents,
      currency: payment.currency,
      songTitle,
      packId: payment.packId,
      downloadUrl: payment.songId && songTitle ? publicLink(this.config, `/api/songs/${payment.songId}/download`) : null,
      signInUrl: signInPath ? publicLink(this.config, signInPath) : null,
      jukeboxUrl: publicLink(this.config, '/jukebox'),
    });
    await this.sender.sendEmail(renderEmail({ to, productName: this.config.PRODUCT_NAME, ...text }));
  }
}

/** The inbox entry point (its name is the queue's and the inbox key: never rename). */
export class OnPaymentCapturedSendReceipt extends dispatchOnEvent('checkout.payment-captured.v1', 'checkout.send-receipt', SendReceiptCommand) {}
