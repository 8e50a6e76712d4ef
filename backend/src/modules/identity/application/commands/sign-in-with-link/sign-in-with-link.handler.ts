import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignInLinkExpiredError } from '../../../domain/email-proof';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { EmailProver } from '../../prove-email';
import { SIGN_IN_LINK_PURPOSES } from '../../queries/preview-sign-in-link/preview-sign-in-link.query';
import { SignInWithLinkCommand } from './sign-in-with-link.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

/** One use of the link, in one transaction with the proof of the email it was sent to. */
@CommandHandler(SignInWithLinkCommand)
export class SignInWithLinkHandler implements ICommandHandler<SignInWithLinkCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly prover: EmailProver,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token, sessionUserId }: SignInWithLinkCommand): Promise<string> {
    return this.uow.run(async () => {
      // The account is locked once the token is used: links of one account opened at once take turns, and
      // each sees whether an earlier one already proved the email.
      const used = await this.tokens.consume(token, SIGN_IN_LINK_PURPOSES);
      const user = used && (await this.users.findById(used.userId, { activeOnly: true, lock: true }));
      if (!user) throw new SignInLinkExpiredError();
      await this.prover.prove(user, { sessionUserId });
      return user.id;
    });
  }
}
