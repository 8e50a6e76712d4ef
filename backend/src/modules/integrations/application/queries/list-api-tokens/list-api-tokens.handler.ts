import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { ApiTokenStore } from '../../ports/api-token-store.port';
import { apiTokenJson } from '../../views';
import { ListApiTokensQuery } from './list-api-tokens.query';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: ApiTokenStore,
  ) {}

  async execute({ userId }: ListApiTokensQuery): Promise<Schema<'ApiTokenList'>> {
    return { items: (await this.tokens.listLive(this.orm.em.fork(), userId)).map(apiTokenJson) };
  }
}
