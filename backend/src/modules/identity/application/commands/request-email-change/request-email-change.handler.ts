import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../../domain/email-address';
import { EmailTakenError, NoPasswordError, SameEmailError, WrongPasswordError } from '../../../domain/identity.errors';
import { IdentityEmails } from '../../identity-emails';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { signedInAccount } from '../../signed-in-account';
import { RequestEmailChangeCommand } from './request-email-change.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * Starts an email change: the current password proves it is the owner, a link sent to the new
 * address proves that address is theirs. Until it is opened, the new address is only pending.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly emails: IdentityEmails,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, newEmail, currentPassword }: RequestEmailChangeCommand): Promise<string> {
    const email = normalizeEmail(newEmail);
    return this.uow.run(async () => {
      const user = await signedInAccount(this.users, userId);
      if (!user.passwordHash) throw new NoPasswordError();
      if (!(await this.hasher.verify(user.passwordHash, currentPassword))) throw new WrongPasswordError();
      if (email === user.email) throw new SameEmailError();
      if (await this.users.emailInUse(email)) throw new EmailTakenError();
      user.pendingEmail = email;
      await this.users.save(user);
      await this.tokens.revoke(user.id, 'email_verification');
      const token = await this.tokens.issue(user.id, 'email_verification', email);
      await this.emails.emailVerification(email, token);
      return email;
    });
  }
}
