import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../../shared/config';
import { SUPPORT_REPLY_HOURS } from '../../../../../shared/product-terms';
import { confirmationMayQuote, supportMessage, type SupportMessage } from '../../../domain/support-message';
import { SENDER_ACCOUNTS, type SenderAccounts } from '../../ports/sender-accounts.port';
import { SUPPORT_DESK, type OutgoingEmail, type SupportDesk } from '../../ports/support-desk.port';
import { SendSupportMessageCommand } from './send-support-message.command';

/**
 * Contact Support: kept, emailed to SUPPORT_EMAIL (reply goes to the sender) and confirmed to the
 * sender — quoting the message only to the proved email of the signed-in sender, so the form
 * relays nobody's text to an address they merely typed in.
 */
@CommandHandler(SendSupportMessageCommand)
export class SendSupportMessageHandler implements ICommandHandler<SendSupportMessageCommand> {
  constructor(
    @Inject(SUPPORT_DESK) private readonly desk: SupportDesk,
    @Inject(SENDER_ACCOUNTS) private readonly senders: SenderAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, userId }: SendSupportMessageCommand): Promise<{ id: string; createdAt: string }> {
    const message = supportMessage({ ...input, userId });
    const product = this.config.PRODUCT_NAME;
    const quote = confirmationMayQuote(message, userId ? await this.senders.provedEmailOf(userId) : null);
    const saved = await this.desk.submit(message, [
      {
        to: this.config.SUPPORT_EMAIL,
        subject: `[${product} support] ${message.subject}`,
        heading: `Support request from ${message.name}`,
        paragraphs: [`From: ${message.name} <${message.email}>${userId ? ` (account ${userId})` : ' (not signed in)'}`, `Subject: ${message.subject}`, ...message.message.split(/\n{2,}/)],
      },
      quote ? quotedConfirmation(message) : bareConfirmation(message, product),
    ]);
    return { id: saved.id, createdAt: saved.createdAt.toISOString() };
  }
}

function quotedConfirmation(message: SupportMessage): OutgoingEmail {
  return {
    to: message.email,
    subject: `We've received your message: ${message.subject}`,
    heading: `Thanks, ${message.name}!`,
    paragraphs: [`We've received your message and will respond within ${SUPPORT_REPLY_HOURS} hours.`, 'Your message:', ...message.message.split(/\n{2,}/)],
  };
}

/** Nothing the form's writer chose: no name, subject or text. */
function bareConfirmation(message: SupportMessage, product: string): OutgoingEmail {
  return {
    to: message.email,
    subject: `We've received your message to ${product} support`,
    heading: 'Thanks for contacting us!',
    paragraphs: [
      `Someone sent a message to ${product} support through our contact form and gave this address for the reply. We will respond within ${SUPPORT_REPLY_HOURS} hours.`,
      "If that wasn't you, ignore this email: we won't write again unless you contact us.",
    ],
  };
}
