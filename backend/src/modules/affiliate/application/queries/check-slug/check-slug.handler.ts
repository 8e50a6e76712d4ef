import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { checkSlug } from '../../../domain/slug';
import { ACCOUNTS_PORT, type AccountsPort } from '../../ports/accounts.port';
import { CheckSlugQuery } from './check-slug.query';

/** The slug editor's availability check: the rules first, then whether another account holds it. */
@QueryHandler(CheckSlugQuery)
export class CheckSlugHandler implements IQueryHandler<CheckSlugQuery> {
  constructor(
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async execute({ userId, slug }: CheckSlugQuery): Promise<Schema<'SlugAvailability'>> {
    const verdict = checkSlug(slug);
    if (!verdict.ok) return { slug: slug.trim().toLowerCase(), available: false, reason: verdict.reason };
    const holder = (await this.accounts.findBySlug(verdict.slug)) ?? (await this.accounts.findByReferralCode(verdict.slug));
    if (holder && holder.id !== userId) return { slug: verdict.slug, available: false, reason: 'This link is already taken' };
    return { slug: verdict.slug, available: true, reason: null };
  }
}
