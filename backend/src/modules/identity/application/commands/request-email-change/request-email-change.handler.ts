import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { EmailTakenError, NoPasswordError, SameEmailError, SignedOutError, WrongPasswordError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { issueToken, revokeTokens } from '../../../infrastructure/one-time-tokens';
import { verifyPassword } from '../../../infrastructure/password-hasher';
import { IdentityEmails } from '../../identity-emails';
import { RequestEmailChangeCommand } from './request-email-change.command';

/**
 * Starts an email change: the current password proves it is the owner, a link sent to the new
 * address proves that address is theirs. Until it is opened, the new address is only pending.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly emails: IdentityEmails,
  ) {}

  async execute({ userId, newEmail, currentPassword }: RequestEmailChangeCommand): Promise<string> {
    const email = normalizeEmail(newEmail);
    return this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId, isActive: true });
      if (!user) throw new SignedOutError();
      if (!user.passwordHash) throw new NoPasswordError();
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new WrongPasswordError();
      if (email === user.email) throw new SameEmailError();
      if ((await em.count(User, { email })) > 0) throw new EmailTakenError();
      user.pendingEmail = email;
      await em.flush();
      await revokeTokens(em, user.id, 'email_verification');
      const token = await issueToken(em, user.id, 'email_verification', email);
      await this.emails.emailVerification(em, email, token);
      return email;
    });
  }
}
