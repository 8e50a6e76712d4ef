import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import type { ApiTokenAuthenticator, ApiTokenVerdict } from '../../../shared/http/api-token-auth';
import { RateLimiter } from '../../../shared/http/rate-limit';
import { hashApiToken, looksLikeApiToken } from '../domain/api-token';
import { ApiTokenStore } from './ports/api-token-store.port';
import { IntegrationAccounts } from './ports/integration-accounts.port';

/** Answers the bearer middleware (shared/http/api-token-auth): whose token is this, and may it make one more request? */
@Injectable()
export class ApiTokenAuthentication implements ApiTokenAuthenticator {
  constructor(
    private readonly tokens: ApiTokenStore,
    private readonly accounts: IntegrationAccounts,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(token: string): Promise<ApiTokenVerdict> {
    if (!looksLikeApiToken(token)) return { refused: 'invalid' };
    const stored = await this.tokens.findByHash(hashApiToken(token));
    if (!stored || stored.revokedAt) return { refused: 'invalid' };
    if (stored.expiresAt && stored.expiresAt.getTime() <= Date.now()) return { refused: 'expired' };
    // A closed account's tokens die with it.
    if ((await this.accounts.standing(stored.userId)) === 'gone') return { refused: 'invalid' };
    await this.tokens.touch(stored.id);
    return { tokenId: stored.id, userId: stored.userId };
  }

  async spend(tokenId: string): Promise<number | null> {
    const verdict = await this.limiter.hit(`api-token:${tokenId}`, { points: this.config.API_TOKEN_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 });
    return verdict.allowed ? null : verdict.retryAfterSeconds;
  }
}
