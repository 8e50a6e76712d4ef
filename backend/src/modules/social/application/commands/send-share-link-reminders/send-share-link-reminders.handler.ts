import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dueLinkReminder, FIRST_REMINDER_DAYS } from '../../../domain/public-share';
import { ACCOUNTS, type AccountsPort } from '../../ports/accounts.port';
import { SONG_CATALOG, type SongCatalogPort } from '../../ports/catalog.port';
import { SOCIAL_MAILER, type SocialMailer } from '../../ports/mailer.port';
import { SHARES_REPOSITORY, type SharesRepository } from '../../ports/social.repositories';
import { SendShareLinkRemindersCommand } from './send-share-link-reminders.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** firstReminderSent / finalWarningSent are claimed with the email's queueing, so each goes once. */
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
    const links = await this.shares.linksNearingExpiry(new Date(now.getTime() + FIRST_REMINDER_DAYS * DAY_MS), BATCH);
    let sent = 0;
    for (const link of links) {
      const which = dueLinkReminder(link, now);
      if (!which) continue;
      const done = await this.uow.run(async () => {
        if (!(await this.shares.markLinkReminder(link.id, which, now))) return false;
        const sharer = await this.accounts.byId(link.sharedByUserId);
        const [song] = await this.catalog.songs([link.songId]);
        if (!sharer?.isActive || !song) return true; // nobody to tell, or the song is gone
        await this.mailer.shareLinkExpiring(sharer.email, { shareId: link.id, songTitle: song.title, expiresAt: link.expiresAt, final: which === 'final' });
        return true;
      });
      if (done) sent += 1;
    }
    return sent;
  }
}
