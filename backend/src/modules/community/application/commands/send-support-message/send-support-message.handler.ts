import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../../shared/config';
import { SUPPORT_REPLY_HOURS } from '../../../../../shared/product-terms';
import { supportMessage } from '../../../domain/support-message';
import { SUPPORT_DESK, type SupportDesk } from '../../ports/support-desk.port';
import { SendSupportMessageCommand } from './send-support-message.command';

/** Contact Support: kept, emailed to SUPPORT_EMAIL (reply goes to the sender) and confirmed to the sender. */
@CommandHandler(SendSupportMessageCommand)
export class SendSupportMessageHandler implements ICommandHandler<SendSupportMessageCommand> {
  constructor(
    @Inject(SUPPORT_DESK) private readonly desk: SupportDesk,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, userId }: SendSupportMessageCommand): Promise<{ id: string; createdAt: string }> {
    const message = supportMessage({ ...input, userId });
    const product = this.config.PRODUCT_NAME;
    const saved = await this.desk.submit(message, [
      {
        to: this.config.SUPPORT_EMAIL,
        subject: `[${product} support] ${message.subject}`,
        heading: `Support request from ${message.name}`,
        paragraphs: [`From: ${message.name} <${message.email}>${userId ? ` (account ${userId})` : ' (not signed in)'}`, `Subject: ${message.subject}`, ...message.message.split(/\n{2,}/)],
      },
      {
        to: message.email,
        subject: `We've received your message: ${message.subject}`,
        heading: `Thanks, ${message.name}!`,
        paragraphs: [
          `We've received your message and will respond within ${SUPPORT_REPLY_HOURS} hours.`,
          'Your message:',
          ...message.message.split(/\n{2,}/),
        ],
      },
    ]);
    return { id: saved.id, createdAt: saved.createdAt.toISOString() };
  }
}
