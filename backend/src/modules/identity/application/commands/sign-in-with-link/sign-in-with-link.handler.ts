import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { SignInLinkExpiredError } from '../../../domain/email-proof';
import { User } from '../../../infrastructure/entities/user.entity';
import { consumeToken } from '../../../infrastructure/one-time-tokens';
import { IdentityEmails } from '../../identity-emails';
import { proveEmail } from '../../prove-email';
import { SIGN_IN_LINK_PURPOSES } from '../../queries/preview-sign-in-link/preview-sign-in-link.query';
import { SignInWithLinkCommand } from './sign-in-with-link.command';

/** One use of the link, in one transaction with the proof of the email it was sent to. */
@CommandHandler(SignInWithLinkCommand)
export class SignInWithLinkHandler implements ICommandHandler<SignInWithLinkCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly emails: IdentityEmails,
  ) {}

  async execute({ token, sessionUserId }: SignInWithLinkCommand): Promise<string> {
    return this.orm.em.fork().transactional(async (em) => {
      // The account is locked once the token is used: links of one account opened at once take turns, and
      // each sees whether an earlier one already proved the email.
      const used = await consumeToken(em, token, SIGN_IN_LINK_PURPOSES);
      const user = used && (await em.findOne(User, { id: used.userId, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
      if (!user) throw new SignInLinkExpiredError();
      await proveEmail(em, this.emails, user, { sessionUserId });
      return user.id;
    });
  }
}
