import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { SignedOutError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { UpdatePayoutEmailCommand } from './update-payout-email.command';

/** The PayPal address affiliate payouts go to. */
@CommandHandler(UpdatePayoutEmailCommand)
export class UpdatePayoutEmailHandler implements ICommandHandler<UpdatePayoutEmailCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId, paypalEmail }: UpdatePayoutEmailCommand): Promise<string> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId, isActive: true });
    if (!user) throw new SignedOutError();
    user.paypalEmail = normalizeEmail(paypalEmail);
    await em.flush();
    return user.paypalEmail;
  }
}
