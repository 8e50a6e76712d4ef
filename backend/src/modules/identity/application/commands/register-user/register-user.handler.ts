import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../../../infrastructure/password-hasher';
import { registerNewUser, type Registered } from '../../register-new-user';
import { RegisterUserCommand } from './register-user.command';

/** Sign-up with a password (account page, generator modal). */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ input }: RegisterUserCommand): Promise<Registered> {
    const passwordHash = await hashPassword(input.password);
    return this.orm.em.fork().transactional((em) =>
      registerNewUser(em, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, referralCode: input.referralCode }),
    );
  }
}
