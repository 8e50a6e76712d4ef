import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { inOpenTransaction, JobQueue, runsWorkers } from '../../../shared/messaging';
import { MAIL_TRANSPORT, type MailTransport } from './ports/mail-transport.port';
import type { EmailMessage } from './email-message';

export const SEND_EMAIL_QUEUE = 'notifications.send-email';

/**
 * Sends email through a durable job: `sendEmail` enqueues (inside the caller's unit of work when
 * one is open), a worker delivers with retries and backoff, whichever process is free.
 */
@Injectable()
export class EmailSender implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Email');

  constructor(
    private readonly queue: JobQueue,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.ensureQueue(SEND_EMAIL_QUEUE, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
    // Job data holds the email, links included: keep it a short while, not pg-boss's default week.
    await this.queue.boss.updateQueue(SEND_EMAIL_QUEUE, { deleteAfterSeconds: 60 * 60, retentionSeconds: 24 * 60 * 60 });
    if (this.config.isProduction && this.transport.kind === 'mailbox') {
      this.logger.error('SMTP_URL is not set: emails are kept in the local mailbox and never reach anyone');
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!runsWorkers(this.config)) return;
    await this.queue.work<EmailMessage>(SEND_EMAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, (job) =>
      this.commands.execute(new DeliverEmailCommand(job.id, job.data)),
    );
  }

  /** Queues an email; inside a unit of work, only if it commits. */
  async sendEmail(message: EmailMessage): Promise<void> {
    const { to, subject, text, html } = message;
    const db = inOpenTransaction();
    await this.queue.send(SEND_EMAIL_QUEUE, { to, subject, text, html }, db ? { db } : {});
  }
}

/** Hands one queued email to the transport; the job's id makes a retried delivery recognisable. */
export class DeliverEmailCommand extends Command<void> {
  constructor(
    readonly jobId: string,
    readonly message: EmailMessage,
  ) {
    super();
  }
}

@CommandHandler(DeliverEmailCommand)
export class DeliverEmailHandler implements ICommandHandler<DeliverEmailCommand> {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ jobId, message }: DeliverEmailCommand): Promise<void> {
    return this.transport.deliver(jobId, this.config.MAIL_FROM, message);
  }
}
