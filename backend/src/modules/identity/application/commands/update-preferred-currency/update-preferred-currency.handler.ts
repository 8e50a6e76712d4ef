import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PreferredCurrency } from '../../../domain/currencies';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { signedInAccount } from '../../signed-in-account';
import { UpdatePreferredCurrencyCommand } from './update-preferred-currency.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

@CommandHandler(UpdatePreferredCurrencyCommand)
export class UpdatePreferredCurrencyHandler implements ICommandHandler<UpdatePreferredCurrencyCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
  ) {}

  // One unit of work: the account is saved by the EntityManager that loaded it.
  execute({ userId, currency }: UpdatePreferredCurrencyCommand): Promise<PreferredCurrency> {
    return this.uow.run(async () => {
      const user = await signedInAccount(this.users, userId);
      user.preferredCurrency = currency;
      await this.users.save(user);
      return currency;
    });
  }
}
