import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PreferredCurrency } from '../../../domain/currencies';
import { SignedOutError } from '../../../domain/identity.errors';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { UpdatePreferredCurrencyCommand } from './update-preferred-currency.command';

@CommandHandler(UpdatePreferredCurrencyCommand)
export class UpdatePreferredCurrencyHandler implements ICommandHandler<UpdatePreferredCurrencyCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
  ) {}

  async execute({ userId, currency }: UpdatePreferredCurrencyCommand): Promise<PreferredCurrency> {
    const em = this.orm.em.fork();
    const user = await this.users.findById(em, userId, { activeOnly: true });
    if (!user) throw new SignedOutError();
    user.preferredCurrency = currency;
    await this.users.save(em, user);
    return currency;
  }
}
