import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidResetTokenError } from '../../../domain/identity.errors';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { SESSION_REGISTRY, type SessionRegistry } from '../../ports/sessions.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { EmailProver } from '../../prove-email';
import { ResetPasswordCommand } from './reset-password.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Sets a new password from a reset link (which proves the email), and signs the account out everywhere. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly prover: EmailProver,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REGISTRY) private readonly sessions: SessionRegistry,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    await this.uow.run(async () => {
      // The account is locked once the token is used: links of one account opened at once take turns, and
      // each sees whether an earlier one already proved the email.
      const used = await this.tokens.consume(token, 'password_reset');
      const user = used && (await this.users.findById(used.userId, { activeOnly: true, lock: true }));
      if (!user) throw new InvalidResetTokenError();
      // The reset page is opened signed out: whatever was set before a first proof is not trusted.
      await this.prover.prove(user, { sessionUserId: null, passwordIsBeingReplaced: true });
      user.passwordHash = passwordHash;
      await this.users.save(user);
      await this.tokens.revoke(user.id, 'password_reset');
      await this.tokens.revoke(user.id, 'sign_in');
      await this.tokens.revoke(user.id, 'receipt_sign_in');
      await this.sessions.endAllOf(user.id);
    });
  }
}
