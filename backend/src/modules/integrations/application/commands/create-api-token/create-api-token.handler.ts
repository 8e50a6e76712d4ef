import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { acceptableExpiry, issueApiToken, MAX_API_TOKENS_PER_USER } from '../../../domain/api-token';
import { EmailNotProvedError, InvalidTokenExpiryError, TooManyApiTokensError } from '../../../domain/integrations.errors';
import { ApiTokenStore } from '../../ports/api-token-store.port';
import { IntegrationAccounts } from '../../ports/integration-accounts.port';
import { apiTokenJson } from '../../views';
import { CreateApiTokenCommand } from './create-api-token.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tokens: ApiTokenStore,
    private readonly accounts: IntegrationAccounts,
  ) {}

  async execute({ userId, name, scopes, expiresAt }: CreateApiTokenCommand): Promise<Schema<'CreatedApiToken'>> {
    if (!acceptableExpiry(expiresAt, new Date())) throw new InvalidTokenExpiryError();
    return this.uow.run(async () => {
      // A token acts for its account without a password: only an owner who proved the address gets one.
      if ((await this.accounts.standing(userId)) !== 'proved') throw new EmailNotProvedError();
      if ((await this.tokens.countLive(userId)) >= MAX_API_TOKENS_PER_USER) throw new TooManyApiTokensError(MAX_API_TOKENS_PER_USER);
      const issued = issueApiToken();
      const view = await this.tokens.insert({ id: randomUUID(), userId, name, tokenHash: issued.hash, tokenHint: issued.hint, scopes, expiresAt });
      return { ...apiTokenJson(view), token: issued.token };
    });
  }
}
