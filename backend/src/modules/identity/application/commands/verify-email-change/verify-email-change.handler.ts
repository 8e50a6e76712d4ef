import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../../../infrastructure/entities/user.entity';
import { consumeToken } from '../../../infrastructure/one-time-tokens';
import { VerifyEmailChangeCommand, type EmailChangeOutcome } from './verify-email-change.command';

/** Opening the link sent to the new address makes it the account's email. */
@CommandHandler(VerifyEmailChangeCommand)
export class VerifyEmailChangeHandler implements ICommandHandler<VerifyEmailChangeCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ token }: VerifyEmailChangeCommand): Promise<EmailChangeOutcome> {
    return this.orm.em.fork().transactional(async (em) => {
      const used = await consumeToken(em, token, 'email_verification');
      const user = used && (await em.findOne(User, { id: used.userId, isActive: true }));
      // A cancelled or superseded change leaves the token revoked, so it never gets here.
      if (!used?.newEmail || !user || user.pendingEmail !== used.newEmail) return 'expired';
      if ((await em.count(User, { email: used.newEmail, id: { $ne: user.id } })) > 0) {
        user.pendingEmail = null;
        await em.flush();
        return 'taken';
      }
      user.email = used.newEmail;
      user.pendingEmail = null;
      await em.flush();
      return 'verified';
    });
  }
}
