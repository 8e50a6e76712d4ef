import { Command } from '@nestjs/cqrs';
import type { InvitationMode } from '../../../domain/invitation';

export class SendInvitationCommand extends Command<{ recipientEmail: string }> {
  constructor(
    readonly senderId: string,
    readonly recipientEmail: string,
    readonly mode: InvitationMode,
    /** The network address the request came from (one daily limit per address, across accounts). */
    readonly senderIp: string,
    /** Affiliate mode: when given, it must be the payout email saved on the account. */
    readonly paypalEmail?: string,
  ) {
    super();
  }
}
