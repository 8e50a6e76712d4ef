import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { User } from '../../../infrastructure/entities/user.entity';
import { issueToken } from '../../../infrastructure/one-time-tokens';
import { IdentityEmails } from '../../identity-emails';
import { RequestSignInLinkCommand } from './request-sign-in-link.command';

/** Emails a one-time sign-in link (15 minutes) to an account's address; the caller learns nothing. */
@CommandHandler(RequestSignInLinkCommand)
export class RequestSignInLinkHandler implements ICommandHandler<RequestSignInLinkCommand> {
  constructor(
    private readonly orm: MikroORM,
    private readonly emails: IdentityEmails,
  ) {}

  async execute({ email }: RequestSignInLinkCommand): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email: normalizeEmail(email) });
      if (!user) return this.emails.noAccount(em, normalizeEmail(email));
      if (!user.isActive) return;
      const token = await issueToken(em, user.id, 'sign_in');
      await this.emails.signInLink(em, user.email, token);
    });
  }
}
