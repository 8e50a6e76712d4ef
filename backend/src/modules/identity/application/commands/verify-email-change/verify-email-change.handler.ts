import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { VerifyEmailChangeCommand, type EmailChangeOutcome } from './verify-email-change.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Opening the link sent to the new address makes it the account's email. */
@CommandHandler(VerifyEmailChangeCommand)
export class VerifyEmailChangeHandler implements ICommandHandler<VerifyEmailChangeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token }: VerifyEmailChangeCommand): Promise<EmailChangeOutcome> {
    return this.uow.run(async () => {
      const used = await this.tokens.consume(token, 'email_verification');
      const user = used && (await this.users.findById(used.userId, { activeOnly: true }));
      // A cancelled or superseded change leaves the token revoked, so it never gets here.
      if (!used?.newEmail || !user || user.pendingEmail !== used.newEmail) return 'expired';
      if (await this.users.emailInUse(used.newEmail, user.id)) {
        user.pendingEmail = null;
        await this.users.save(user);
        return 'taken';
      }
      user.email = used.newEmail;
      user.pendingEmail = null;
      await this.users.save(user);
      return 'verified';
    });
  }
}
