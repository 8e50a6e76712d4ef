import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { InvalidResetTokenError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { consumeToken, revokeTokens } from '../../../infrastructure/one-time-tokens';
import { hashPassword } from '../../../infrastructure/password-hasher';
import { endAllSessionsOf } from '../../../infrastructure/sessions';
import { ResetPasswordCommand } from './reset-password.command';

/** Sets a new password from a reset link, and signs the account out everywhere. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.orm.em.fork().transactional(async (em) => {
      const used = await consumeToken(em, token, 'password_reset');
      const user = used && (await em.findOne(User, { id: used.userId, isActive: true }));
      if (!user) throw new InvalidResetTokenError();
      user.passwordHash = passwordHash;
      await em.flush();
      await revokeTokens(em, user.id, 'password_reset');
      await revokeTokens(em, user.id, 'sign_in');
      await endAllSessionsOf(em, user.id);
    });
  }
}
