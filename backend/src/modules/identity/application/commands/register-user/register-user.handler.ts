import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../ports/password-hasher.port';
import { UserRegistration, type Registered } from '../../register-new-user';
import { RegisterUserCommand } from './register-user.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** Sign-up with a password (account page, generator modal). */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly registration: UserRegistration,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input }: RegisterUserCommand): Promise<Registered> {
    const passwordHash = await this.hasher.hash(input.password);
    return this.uow.run(() =>
      this.registration.register({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, referralCode: input.referralCode }),
    );
  }
}
