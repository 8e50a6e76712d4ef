import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../../domain/email-address';
import { InvalidCredentialsError } from '../../../domain/identity.errors';
import type { UserAccount } from '../../../domain/user-account';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { VerifyCredentialsCommand } from './verify-credentials.command';

/**
 * The user with this email and password. Unknown email, wrong password, passwordless or deactivated
 * account all fail the same way, after the same amount of hashing work.
 */
@CommandHandler(VerifyCredentialsCommand)
export class VerifyCredentialsHandler implements ICommandHandler<VerifyCredentialsCommand> {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ email, password }: VerifyCredentialsCommand): Promise<UserAccount> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    const matches = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !matches || !user.isActive) throw new InvalidCredentialsError();
    return user;
  }
}
