import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { ApiTokenStore } from '../../ports/api-token-store.port';
import { apiTokenJson } from '../../views';
import { ListApiTokensQuery } from './list-api-tokens.query';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(
    private readonly tokens: ApiTokenStore,
  ) {}

  async execute({ userId }: ListApiTokensQuery): Promise<Schema<'ApiTokenList'>> {
    return { items: (await this.tokens.listLive(userId)).map(apiTokenJson) };
  }
}
