import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SignedOutError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { revokeTokens } from '../../../infrastructure/one-time-tokens';
import { CancelEmailChangeCommand } from './cancel-email-change.command';

/** Drops a pending email change; its verification link stops working. */
@CommandHandler(CancelEmailChangeCommand)
export class CancelEmailChangeHandler implements ICommandHandler<CancelEmailChangeCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId }: CancelEmailChangeCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId, isActive: true });
      if (!user) throw new SignedOutError();
      user.pendingEmail = null;
      await em.flush();
      await revokeTokens(em, user.id, 'email_verification');
    });
  }
}
