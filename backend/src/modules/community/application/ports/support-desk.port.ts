import type { SupportMessage } from '../../domain/support-message';

export const SUPPORT_DESK = Symbol('SUPPORT_DESK');

export interface OutgoingEmail {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** Keeps a support message and sends its emails, all or nothing. */
export interface SupportDesk {
  submit(message: SupportMessage, emails: OutgoingEmail[]): Promise<{ id: string; createdAt: Date }>;
}
