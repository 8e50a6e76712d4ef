import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dueLinkReminder, FIRST_REMINDER_DAYS } from '../../../domain/public-share';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SOCIAL_MAILER, type SocialMailer } from '../../ports/mailer.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { SendShareLinkRemindersCommand } from './send-share-link-reminders.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { RunsOnSchedule } from '../../../../../shared/messaging';
import { DAY_MS, REMINDER_BATCH, sendClaimedReminders } from '../../send-claimed-reminders';

/** firstReminderSent / finalWarningSent are claimed with the email's queueing, so each goes once. */
@RunsOnSchedule({
  queue: 'social.share-link-reminders',
  cron: '40 * * * *',
  command: () => new SendShareLinkRemindersCommand(),
  report: (sent, logger) => sent > 0 && logger.log(`sent ${sent} share-link reminder(s)`),
})
@CommandHandler(SendShareLinkRemindersCommand)
export class SendShareLinkRemindersHandler implements ICommandHandler<SendShareLinkRemindersCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(SHARES_REPOSITORY) private readonly shares: SharesRepository,
    @Inject(ACCOUNTS) private readonly accounts: AccountsPort,
    @Inject(SONG_CATALOG) private readonly catalog: SongCatalogPort,
    @Inject(SOCIAL_MAILER) private readonly mailer: SocialMailer,
  ) {}

  async execute({ now }: SendShareLinkRemindersCommand): Promise<number> {
    const links = await this.shares.linksNearingExpiry(new Date(now.getTime() + FIRST_REMINDER_DAYS * DAY_MS), REMINDER_BATCH);
    const due = links.flatMap((link) => {
      const which = dueLinkReminder(link, now);
      return which ? [{ link, which }] : [];
    });
    return sendClaimedReminders(this.uow, due, async ({ link, which }) => {
      if (!(await this.shares.markLinkReminder(link.id, which, now))) return false;
      const sharer = await this.accounts.byId(link.sharedByUserId);
      const [song] = await this.catalog.songs([link.songId]);
      if (!sharer?.isActive || !song) return true; // nobody to tell, or the song is gone
      await this.mailer.shareLinkExpiring(sharer.email, { shareId: link.id, songTitle: song.title, expiresAt: link.expiresAt, final: which === 'final' });
      return true;
    });
  }
}
