import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { InvalidResetTokenError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { consumeToken, revokeTokens } from '../../../infrastructure/one-time-tokens';
import { hashPassword } from '../../../infrastructure/password-hasher';
import { endAllSessionsOf } from '../../../infrastructure/sessions';
import { IdentityEmails } from '../../identity-emails';
import { proveEmail } from '../../prove-email';
import { ResetPasswordCommand } from './reset-password.command';

/** Sets a new password from a reset link (which proves the email), and signs the account out everywhere. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly emails: IdentityEmails,
  ) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.orm.em.fork().transactional(async (em) => {
      // The account is locked once the token is used: links of one account opened at once take turns, and
      // each sees whether an earlier one already proved the email.
      const used = await consumeToken(em, token, 'password_reset');
      const user = used && (await em.findOne(User, { id: used.userId, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
      if (!user) throw new InvalidResetTokenError();
      // The reset page is opened signed out: whatever was set before a first proof is not trusted.
      await proveEmail(em, this.emails, user, { sessionUserId: null, passwordIsBeingReplaced: true });
      user.passwordHash = passwordHash;
      await em.flush();
      await revokeTokens(em, user.id, 'password_reset');
      await revokeTokens(em, user.id, 'sign_in');
      await revokeTokens(em, user.id, 'receipt_sign_in');
      await endAllSessionsOf(em, user.id);
    });
  }
}
