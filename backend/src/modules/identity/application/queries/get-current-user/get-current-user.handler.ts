import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { currentUserView } from '../../current-user.view';
import { AFFILIATE_SETTINGS, type AffiliateSettings } from '../../ports/affiliate-settings.port';
import { IDENTITY_CREDITS, type CreditsPort } from '../../ports/credits.port';
import { USERS_REPOSITORY, type UsersRepository } from '../../ports/users.repository.port';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(IDENTITY_CREDITS) private readonly credits: CreditsPort,
    @Inject(AFFILIATE_SETTINGS) private readonly affiliate: AffiliateSettings,
  ) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<Schema<'CurrentUser'> | null> {
    const user = await this.users.findById(userId, { activeOnly: true });
    return user ? currentUserView(user, await this.credits.balanceOf(user.id), await this.affiliate.settingsOf(user.id)) : null;
  }
}
