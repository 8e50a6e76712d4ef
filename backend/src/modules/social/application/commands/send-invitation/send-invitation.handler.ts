import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INVITATIONS_PER_ACCOUNT_PER_DAY, INVITATIONS_PER_ADDRESS_PER_DAY, normalizeInviteEmail } from '../../../domain/invitation';
import { socialErrors } from '../../../domain/social.errors';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SOCIAL_MAILER, type SocialMailer } from '../../ports/mailer.port';
import { SOCIAL_RATE_LIMIT, type SocialRateLimit } from '../../ports/rate-limit.port';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../../ports/social.repositories';
import { SendInvitationCommand } from './send-invitation.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Emails an invitation to someone without an account, linking to `/?ref={the sender's code}`.
 * Only an account that proved its email may email strangers, a party list a day per account and
 * per network address (so fresh accounts from one address add nothing). Affiliate mode needs a
 * saved payout email. The row and the email commit together.
 */
@CommandHandler(SendInvitationCommand)
export class SendInvitationHandler implements ICommandHandler<SendInvitationCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(INVITATIONS_REPOSITORY) private readonly invitations: InvitationsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
    @Inject(SOCIAL_RATE_LIMIT) private readonly limits: SocialRateLimit,
  ) {}

  async execute(command: SendInvitationCommand): Promise<{ recipientEmail: string }> {
    const recipientEmail = normalizeInviteEmail(command.recipientEmail);
    return this.uow.run(async () => {
      const sender = await this.accounts.byId(command.senderId);
      if (!sender) throw socialErrors.userNotFound();
      if (!sender.emailProved) throw socialErrors.emailNotProvedToInvite();
      if (command.mode === 'affiliate') {
        const payoutEmail = await this.accounts.payoutEmailOf(sender.id);
        if (!payoutEmail) throw socialErrors.payoutEmailRequired();
        if (command.paypalEmail && normalizeInviteEmail(command.paypalEmail) !== normalizeInviteEmail(payoutEmail)) throw socialErrors.payoutEmailMismatch();
      }
      if (recipientEmail === normalizeInviteEmail(sender.email)) throw socialErrors.inviteYourself();
      if (await this.accounts.byEmail(recipientEmail)) throw socialErrors.alreadyMember();
      await this.limits.consume(`social:invite:account:${sender.id}`, INVITATIONS_PER_ACCOUNT_PER_DAY, DAY_SECONDS);
      await this.limits.consume(`social:invite:ip:${command.senderIp}`, INVITATIONS_PER_ADDRESS_PER_DAY, DAY_SECONDS);
      const referralCode = await this.accounts.referralCodeOf(sender.id);
      const invitation = await this.invitations.create({ senderUserId: sender.id, recipientEmail, referralCode, mode: command.mode });
      if (!invitation) throw socialErrors.alreadyInvited();
      await this.mailer.invitation(recipientEmail, { inviterName: sender.name, referralCode, mode: command.mode });
      return { recipientEmail };
    });
  }
}
