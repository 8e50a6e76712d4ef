import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PreferredCurrency } from '../../../domain/currencies';
import { SignedOutError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { UpdatePreferredCurrencyCommand } from './update-preferred-currency.command';

@CommandHandler(UpdatePreferredCurrencyCommand)
export class UpdatePreferredCurrencyHandler implements ICommandHandler<UpdatePreferredCurrencyCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId, currency }: UpdatePreferredCurrencyCommand): Promise<PreferredCurrency> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId, isActive: true });
    if (!user) throw new SignedOutError();
    user.preferredCurrency = currency;
    await em.flush();
    return currency;
  }
}
