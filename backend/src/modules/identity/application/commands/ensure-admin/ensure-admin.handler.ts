import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../../domain/email-address';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { UserRegistration } from '../../register-new-user';
import { ADMIN_PASSWORD_MIN_LENGTH, EnsureAdminCommand } from './ensure-admin.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** The start-up admin (ADMIN_EMAIL) and `npm run cli -- admin:create`. */
@CommandHandler(EnsureAdminCommand)
export class EnsureAdminHandler implements ICommandHandler<EnsureAdminCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly registration: UserRegistration,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input }: EnsureAdminCommand): Promise<'created' | 'promoted'> {
    if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(`The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
    const email = normalizeEmail(input.email);
    return this.uow.run(async () => {
      const existing = await this.users.findByEmail(email);
      if (!existing) {
        await this.registration.register({ email, passwordHash: await this.hasher.hash(input.password), isAdmin: true, emailProved: true });
        return 'created';
      }
      existing.isAdmin = true;
      existing.emailVerifiedAt ??= new Date(); // the operator vouches for ADMIN_EMAIL
      existing.isActive = true;
      existing.deactivatedAt = null;
      if (input.setPassword || !existing.passwordHash) existing.passwordHash = await this.hasher.hash(input.password);
      await this.users.save(existing);
      return 'promoted';
    });
  }
}
