import { Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../shared/config';
import { Metrics } from '../../shared/observability';
import { DeliverEmailHandler, EmailSender } from './application/email-sender';
import { MAILBOX } from './application/ports/mailbox.port';
import { MAIL_TRANSPORT, type MailTransport } from './application/ports/mail-transport.port';
import { ReadMailboxHandler } from './application/queries/read-mailbox/read-mailbox.handler';
import { CountedMailTransport, DatabaseMailbox, SmtpTransport } from './infrastructure/mail-transport';
import { OrmMailbox } from './infrastructure/mailbox.reader';
import { DevMailboxController } from './interface/http/dev-mailbox.controller';

/** Global so any context can inject EmailSender. Notifications: sends email through durable jobs, over SMTP_URL or into the local mailbox. */
@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG, MikroORM, Metrics],
      useFactory: (config: AppConfig, orm: MikroORM, metrics: Metrics): MailTransport =>
        new CountedMailTransport(config.SMTP_URL ? new SmtpTransport(config.SMTP_URL) : new DatabaseMailbox(() => orm.em.fork()), metrics),
    },
    { provide: MAILBOX, useClass: OrmMailbox },
    EmailSender,
    DeliverEmailHandler,
    ReadMailboxHandler,
  ],
  exports: [EmailSender],
})
export class NotificationsModule {}
