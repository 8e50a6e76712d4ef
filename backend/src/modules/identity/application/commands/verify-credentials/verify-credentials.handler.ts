import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { InvalidCredentialsError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/entities/user.entity';
import { verifyPassword } from '../../../infrastructure/password-hasher';
import { VerifyCredentialsCommand } from './verify-credentials.command';

/**
 * The user with this email and password. Unknown email, wrong password, passwordless or deactivated
 * account all fail the same way, after the same amount of hashing work.
 */
@CommandHandler(VerifyCredentialsCommand)
export class VerifyCredentialsHandler implements ICommandHandler<VerifyCredentialsCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ email, password }: VerifyCredentialsCommand): Promise<User> {
    const user = await this.orm.em.fork().findOne(User, { email: normalizeEmail(email) });
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches || !user.isActive) throw new InvalidCredentialsError();
    return user;
  }
}
