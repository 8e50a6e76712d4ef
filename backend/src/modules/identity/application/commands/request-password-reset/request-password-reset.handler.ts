import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { User } from '../../../infrastructure/entities/user.entity';
import { issueToken, revokeTokens } from '../../../infrastructure/one-time-tokens';
import { IdentityEmails } from '../../identity-emails';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Emails a reset link (1 hour, single use; older links stop working). The caller learns nothing. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly emails: IdentityEmails,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email: normalizeEmail(email) });
      if (!user) return this.emails.noAccount(em, normalizeEmail(email));
      if (!user.isActive) return;
      await revokeTokens(em, user.id, 'password_reset');
      const token = await issueToken(em, user.id, 'password_reset');
      await this.emails.passwordReset(em, user.email, token);
    });
  }
}
