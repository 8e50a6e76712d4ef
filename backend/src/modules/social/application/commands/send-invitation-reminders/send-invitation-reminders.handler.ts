import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dueInvitationReminder, REMINDER_DAYS } from '../../../domain/invitation';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SOCIAL_MAILER, type SocialMailer } from '../../ports/mailer.port';
import { INVITATIONS_REPOSITORY, type InvitationsRepository } from '../../ports/social.repositories';
import { SendInvitationRemindersCommand } from './send-invitation-reminders.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule, type CommandSchedule } from '../../../../../shared/messaging';
import { DAY_MS, REMINDER_BATCH, sendClaimedReminders } from '../../send-claimed-reminders';

/** Each reminder hourly on its own queue (at :15, :20 and :25). */
function invitationReminderSchedule(reminder: 1 | 2 | 3): CommandSchedule<number> {
  return {
    queue: `social.invitation-reminder-${reminder}`,
    cron: `${10 + reminder * 5} * * * *`,
    command: () => new SendInvitationRemindersCommand(reminder),
    report: (sent, logger) => sent > 0 && logger.log(`sent ${sent} invitation reminder(s) #${reminder}`),
  };
}

/**
 * One reminder per invitation and number: each is claimed (reminders_sent moves n-1 → n) in the
 * transaction that queues its email, so two workers never both send it, and an invitee who joined
 * (status no longer pending) gets none.
 */
@RunsOnSchedule(...([1, 2, 3] as const).map(invitationReminderSchedule))
@CommandHandler(SendInvitationRemindersCommand)
export class SendInvitationRemindersHandler implements ICommandHandler<SendInvitationRemindersCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(INVITATIONS_REPOSITORY) private readonly invitations: InvitationsRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
  ) {}

  async execute({ reminder, now }: SendInvitationRemindersCommand): Promise<number> {
    const createdBefore = new Date(now.getTime() - REMINDER_DAYS[reminder - 1] * DAY_MS);
    const awaiting = await this.invitations.awaitingReminder(reminder, createdBefore, REMINDER_BATCH);
    const due = awaiting.filter((invitation) => dueInvitationReminder(invitation, now) === reminder);
    return sendClaimedReminders(this.uow, due, async (invitation) => {
      if (!(await this.invitations.markReminder(invitation.id, reminder, now))) return false;
      const inviter = await this.accounts.byId(invitation.senderUserId);
      if (!inviter?.isActive) return true; // claimed, nothing to send for a closed account
      await this.mailer.invitationReminder(invitation.recipientEmail, { inviterName: inviter.name, referralCode: invitation.referralCode, reminder });
      return true;
    });
  }
}
