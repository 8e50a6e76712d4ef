import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { SignInLinkExpiredError } from '../../../domain/email-proof';
import { User } from '../../../infrastructure/entities/user.entity';
import { peekToken } from '../../../infrastructure/one-time-tokens';
import { PreviewSignInLinkQuery, SIGN_IN_LINK_PURPOSES } from './preview-sign-in-link.query';

@QueryHandler(PreviewSignInLinkQuery)
export class PreviewSignInLinkHandler implements IQueryHandler<PreviewSignInLinkQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ token, sessionUserId }: PreviewSignInLinkQuery): Promise<Schema<'SignInLinkPreview'>> {
    const em = this.orm.em.fork();
    const found = await peekToken(em, token, SIGN_IN_LINK_PURPOSES);
    const user = found && (await em.findOne(User, { id: found.userId, isActive: true }));
    if (!user) throw new SignInLinkExpiredError();
    const current = sessionUserId && sessionUserId !== user.id ? await em.findOne(User, { id: sessionUserId, isActive: true }) : null;
    return { email: user.email, signedInAs: current?.email ?? null };
  }
}
