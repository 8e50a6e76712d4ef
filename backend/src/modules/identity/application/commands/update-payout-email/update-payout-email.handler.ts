import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../../domain/email-address';
import { EmailNotVerifiedError } from '../../../domain/email-proof';
import { AFFILIATE_SETTINGS, type AffiliateSettings } from '../../ports/affiliate-settings.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { signedInAccount } from '../../signed-in-account';
import { UpdatePayoutEmailCommand } from './update-payout-email.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** The PayPal address affiliate payouts go to; only for an account whose email is proved. */
@CommandHandler(UpdatePayoutEmailCommand)
export class UpdatePayoutEmailHandler implements ICommandHandler<UpdatePayoutEmailCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(AFFILIATE_SETTINGS) private readonly affiliate: AffiliateSettings,
  ) {}

  // One unit of work: the check and affiliate's write (which keeps the payout email) commit together.
  execute({ userId, paypalEmail }: UpdatePayoutEmailCommand): Promise<string> {
    return this.uow.run(async () => {
      const user = await signedInAccount(this.users, userId);
      // Payouts are money: whoever typed an unproved address must not route them to their own PayPal.
      if (!user.emailVerifiedAt) throw new EmailNotVerifiedError();
      const payoutEmail = normalizeEmail(paypalEmail);
      await this.affiliate.setPayoutEmail(user.id, payoutEmail);
      return payoutEmail;
    });
  }
}
