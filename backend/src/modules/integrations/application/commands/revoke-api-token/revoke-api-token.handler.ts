import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiTokenNotFoundError } from '../../../domain/integrations.errors';
import { ApiTokenStore } from '../../ports/api-token-store.port';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(
    private readonly tokens: ApiTokenStore,
  ) {}

  async execute({ userId, tokenId }: RevokeApiTokenCommand): Promise<void> {
    if (!(await this.tokens.revoke(userId, tokenId))) throw new ApiTokenNotFoundError();
  }
}
