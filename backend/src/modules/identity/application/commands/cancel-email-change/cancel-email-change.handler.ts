import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { signedInAccount } from '../../signed-in-account';
import { CancelEmailChangeCommand } from './cancel-email-change.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Drops a pending email change; its verification link stops working. */
@CommandHandler(CancelEmailChangeCommand)
export class CancelEmailChangeHandler implements ICommandHandler<CancelEmailChangeCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ userId }: CancelEmailChangeCommand): Promise<void> {
    await this.uow.run(async () => {
      const user = await signedInAccount(this.users, userId);
      user.pendingEmail = null;
      await this.users.save(user);
      await this.tokens.revoke(user.id, 'email_verification');
    });
  }
}
