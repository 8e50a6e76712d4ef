import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { SESSION_REGISTRY, type SessionRegistry } from '../../ports/sessions.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { signedInAccount } from '../../signed-in-account';
import { DeactivateAccountCommand } from './deactivate-account.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** "Delete Account": the account can no longer sign in and is signed out on every device. */
@CommandHandler(DeactivateAccountCommand)
export class DeactivateAccountHandler implements ICommandHandler<DeactivateAccountCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
    @Inject(SESSION_REGISTRY) private readonly sessions: SessionRegistry,
  ) {}

  async execute({ userId }: DeactivateAccountCommand): Promise<void> {
    await this.uow.run(async () => {
      const user = await signedInAccount(this.users, userId);
      user.isActive = false;
      user.deactivatedAt = new Date();
      user.pendingEmail = null;
      await this.users.save(user);
      for (const purpose of ['password_reset', 'sign_in', 'receipt_sign_in', 'email_verification'] as const) await this.tokens.revoke(user.id, purpose);
      await this.sessions.endAllOf(user.id);
    });
  }
}
