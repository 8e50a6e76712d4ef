import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { UserRegistration } from '../../register-new-user';
import { ADMIN_PASSWORD_MIN_LENGTH, EnsureAdminCommand } from './ensure-admin.command';

/** The start-up admin (ADMIN_EMAIL) and `npm run cli -- admin:create`. */
@CommandHandler(EnsureAdminCommand)
export class EnsureAdminHandler implements ICommandHandler<EnsureAdminCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly registration: UserRegistration,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input }: EnsureAdminCommand): Promise<'created' | 'promoted'> {
    if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(`The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
    const email = normalizeEmail(input.email);
    return this.orm.em.fork().transactional(async (em) => {
      const existing = await this.users.findByEmail(em, email);
      if (!existing) {
        await this.registration.register(em, { email, passwordHash: await this.hasher.hash(input.password), isAdmin: true, emailProved: true });
        return 'created';
      }
      existing.isAdmin = true;
      existing.emailVerifiedAt ??= new Date(); // the operator vouches for ADMIN_EMAIL
      existing.isActive = true;
      existing.deactivatedAt = null;
      if (input.setPassword || !existing.passwordHash) existing.passwordHash = await this.hasher.hash(input.password);
      await this.users.save(em, existing);
      return 'promoted';
    });
  }
}
