import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountToEmail } from '../../account-to-email';
import { IdentityEmails } from '../../identity-emails';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { RequestSignInLinkCommand } from './request-sign-in-link.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Emails a one-time sign-in link (15 minutes) to an account's address; the caller learns nothing. */
@CommandHandler(RequestSignInLinkCommand)
export class RequestSignInLinkHandler implements ICommandHandler<RequestSignInLinkCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly emails: IdentityEmails,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ email }: RequestSignInLinkCommand): Promise<void> {
    await this.uow.run(async () => {
      const user = await accountToEmail(this.users, this.emails, email);
      if (!user) return;
      const token = await this.tokens.issue(user.id, 'sign_in');
      await this.emails.signInLink(user.email, token);
    });
  }
}
