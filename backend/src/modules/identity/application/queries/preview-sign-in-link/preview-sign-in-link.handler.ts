import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { SignInLinkExpiredError } from '../../../domain/email-proof';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { PreviewSignInLinkQuery, SIGN_IN_LINK_PURPOSES } from './preview-sign-in-link.query';

@QueryHandler(PreviewSignInLinkQuery)
export class PreviewSignInLinkHandler implements IQueryHandler<PreviewSignInLinkQuery> {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  async execute({ token, sessionUserId }: PreviewSignInLinkQuery): Promise<Schema<'SignInLinkPreview'>> {
    const found = await this.tokens.peek(token, SIGN_IN_LINK_PURPOSES);
    const user = found && (await this.users.findById(found.userId, { activeOnly: true }));
    if (!user) throw new SignInLinkExpiredError();
    const current = sessionUserId && sessionUserId !== user.id ? await this.users.findById(sessionUserId, { activeOnly: true }) : null;
    return { email: user.email, signedInAs: current?.email ?? null, confirmsEmail: found.purpose === 'email_confirmation' };
  }
}
