import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SignedOutError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { revokeTokens } from '../../../infrastructure/one-time-tokens';
import { endAllSessionsOf } from '../../../infrastructure/sessions';
import { DeactivateAccountCommand } from './deactivate-account.command';

/** "Delete Account": the account can no longer sign in and is signed out on every device. */
@CommandHandler(DeactivateAccountCommand)
export class DeactivateAccountHandler implements ICommandHandler<DeactivateAccountCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId }: DeactivateAccountCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId, isActive: true });
      if (!user) throw new SignedOutError();
      user.isActive = false;
      user.deactivatedAt = new Date();
      user.pendingEmail = null;
      await em.flush();
      for (const purpose of ['password_reset', 'sign_in', 'receipt_sign_in', 'email_verification'] as const) await revokeTokens(em, user.id, purpose);
      await endAllSessionsOf(em, user.id);
    });
  }
}
