import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../../../domain/email-address';
import { EmailTakenError } from '../../../domain/identity.errors';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { UserRegistration } from '../../register-new-user';
import { RequestSignInLinkCommand } from '../request-sign-in-link/request-sign-in-link.command';
import { SimpleRegisterCommand, type SimpleRegisterResult } from './simple-register.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/**
 * Email-only sign-up. A new email gets a passwordless account, signed in at once. An email that
 * already has an account is never signed in from here: it is emailed a one-time sign-in link.
 */
@CommandHandler(SimpleRegisterCommand)
export class SimpleRegisterHandler implements ICommandHandler<SimpleRegisterCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly commands: CommandBus,
    private readonly registration: UserRegistration,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
  ) {}

  async execute({ input }: SimpleRegisterCommand): Promise<SimpleRegisterResult> {
    const email = normalizeEmail(input.email);
    if (!(await this.users.emailInUse(email))) {
      try {
        const registered = await this.uow.run(() =>
          this.registration.register({ email, passwordHash: null, firstName: input.firstName, referralCode: input.referralCode }),
        );
        return { status: 'signed_in', registered };
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error; // lost a race with another sign-up
      }
    }
    await this.commands.execute(new RequestSignInLinkCommand(email));
    return { status: 'login_link_sent' };
  }
}
