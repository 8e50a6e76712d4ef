import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountToEmail } from '../../account-to-email';
import { IdentityEmails } from '../../identity-emails';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Emails a reset link (1 hour, single use; older links stop working). The caller learns nothing. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly emails: IdentityEmails,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.uow.run(async () => {
      const user = await accountToEmail(this.users, this.emails, email);
      if (!user) return;
      await this.tokens.revoke(user.id, 'password_reset');
      const token = await this.tokens.issue(user.id, 'password_reset');
      await this.emails.passwordReset(user.email, token);
    });
  }
}
