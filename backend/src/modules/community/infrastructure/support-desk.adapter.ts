import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { EmailSender, renderEmail } from '../../notifications/public';
import type { SupportMessage } from '../domain/support-message';
import type { OutgoingEmail, SupportDesk } from '../application/ports/support-desk.port';
import { SupportMessageRecord } from './entities/support-message.entity';

/** Stores the message and queues its emails in one transaction: no email for a message not kept, and the reverse. */
@Injectable()
export class SupportDeskAdapter implements SupportDesk {
  constructor(
    private readonly orm: MikroORM,
    private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(message: SupportMessage, emails: OutgoingEmail[]): Promise<{ id: string; createdAt: Date }> {
    return this.orm.em.fork().transactional(async (em) => {
      const record = em.create(SupportMessageRecord, { ...message });
      await em.persist(record).flush();
      for (const email of emails) {
        await this.sender.sendEmail(renderEmail({ ...email, productName: this.config.PRODUCT_NAME }));
      }
      return { id: record.id, createdAt: record.createdAt };
    });
  }
}
