import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeInviteEmail } from '../../../domain/invitation';
import { socialErrors } from '../../../domain/social.errors';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SOCIAL_MAILER, type SocialMailer } from '../../ports/mailer.port';
import { SOCIAL_RATE_LIMIT, type SocialRateLimit } from '../../ports/rate-limit.port';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../../ports/social.repositories';
import { SendInvitationCommand } from './send-invitation.command';

/** Invitations a user may send per hour: enough for a party list, not for spamming. */
export const INVITATIONS_PER_HOUR = 30;

/**
 * Emails an invitation to someone without an account, linking to `/?ref={the sender's code}`.
 * Affiliate mode needs a saved payout email. The row and the email commit together.
 */
@CommandHandler(SendInvitationCommand)
export class SendInvitationHandler implements ICommandHandler<SendInvitationCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(INVITATIONS_REPOSITORY) private readonly invitations: InvitationsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
    @Inject(SOCIAL_RATE_LIMIT) private readonly limits: SocialRateLimit,
  ) {}

  async execute(command: SendInvitationCommand): Promise<{ recipientEmail: string }> {
    const recipientEmail = normalizeInviteEmail(command.recipientEmail);
    return this.orm.em.fork().transactional(async (em) => {
      const sender = await this.accounts.byId(em, command.senderId);
      if (!sender) throw socialErrors.userNotFound();
      if (command.mode === 'affiliate') {
        if (!sender.paypalEmail) throw socialErrors.payoutEmailRequired();
        if (command.paypalEmail && normalizeInviteEmail(command.paypalEmail) !== normalizeInviteEmail(sender.paypalEmail)) throw socialErrors.payoutEmailMismatch();
      }
      if (recipientEmail === normalizeInviteEmail(sender.email)) throw socialErrors.inviteYourself();
      if (await this.accounts.byEmail(em, recipientEmail)) throw socialErrors.alreadyMember();
      await this.limits.consume(`social:invite:${sender.id}`, INVITATIONS_PER_HOUR, 60 * 60);
      const invitation = await this.invitations.create(em, { senderUserId: sender.id, recipientEmail, referralCode: sender.referralCode, mode: command.mode });
      if (!invitation) throw socialErrors.alreadyInvited();
      await this.mailer.invitation(em, recipientEmail, { inviterName: sender.name, referralCode: sender.referralCode, mode: command.mode });
      return { recipientEmail };
    });
  }
}
