import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AffiliateSlugs } from '../application/ports/affiliate-slugs.port';
import { FindPersonalizedSlugQuery, FindSlugHolderQuery } from '../public/questions-for-affiliate';

/** The affiliate context's slugs, through the questions identity declares for it. */
@Injectable()
export class AffiliateSlugsAdapter implements AffiliateSlugs {
  constructor(private readonly queries: QueryBus) {}

  holderOf(slug: string): Promise<string | null> {
    return this.queries.execute(new FindSlugHolderQuery(slug));
  }

  slugOf(userId: string): Promise<string | null> {
    return this.queries.execute(new FindPersonalizedSlugQuery(userId));
  }
}
