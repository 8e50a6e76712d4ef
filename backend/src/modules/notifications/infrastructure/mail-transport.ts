import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Metrics } from '../../../shared/observability';
import type { EmailMessage } from '../application/email-message';
import type { MailTransport } from '../application/ports/mail-transport.port';

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async deliver(id: string, from: string, message: EmailMessage): Promise<void> {
    const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'boogy.local';
    await this.transporter.sendMail({ ...message, from, messageId: `<${id}@${domain}>` });
  }
}

/** The embedded default: messages are kept in notifications.mailbox, readable at /dev/mailbox. */
export class DatabaseMailbox implements MailTransport {
  readonly kind = 'mailbox' as const;

  constructor(private readonly em: () => EntityManager) {}

  async deliver(id: string, from: string, message: EmailMessage): Promise<void> {
    await this.em().execute(
      `insert into notifications.mailbox (id, "from", "to", subject, text, html) values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
      [id, from, message.to, message.subject, message.text, message.html],
    );
  }
}

/** Counts each hand-over to the transport under `boogy_emails_total{outcome, transport}`. */
export class CountedMailTransport implements MailTransport {
  readonly kind: MailTransport['kind'];

  constructor(
    private readonly inner: MailTransport,
    private readonly metrics: Metrics,
  ) {
    this.kind = inner.kind;
  }

  async deliver(id: string, from: string, message: EmailMessage): Promise<void> {
    try {
      await this.inner.deliver(id, from, message);
    } catch (error) {
      this.metrics.emails.inc({ outcome: 'failed', transport: this.kind });
      throw error;
    }
    this.metrics.emails.inc({ outcome: 'sent', transport: this.kind });
  }
}
