import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { fixedDomainError, type ErrorCode } from '../ddd';

/** The API token a request authenticated with (`Authorization: Bearer …`). */
export interface ApiTokenCaller {
  tokenId: string;
  userId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    apiToken?: ApiTokenCaller;
  }
}

export type ApiTokenVerdict = ApiTokenCaller | { refused: 'invalid' | 'expired' };

/** What the bearer middleware asks of whoever keeps the tokens (the integrations context binds it, globally). */
export interface ApiTokenAuthenticator {
  /** The token's owner, or why it is refused (unknown, revoked, its owner gone: 'invalid'). */
  authenticate(token: string): Promise<ApiTokenVerdict>;
  /** Counts one request against the token's budget: the seconds to wait when it is spent, else null. */
  spend(tokenId: string): Promise<number | null>;
}
export const API_TOKEN_AUTHENTICATOR = Symbol('API_TOKEN_AUTHENTICATOR');

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;
const isApiRoute = (path: string) => (path.startsWith('/api/') || path.startsWith('/paypal/')) && path !== '/api/paypal/webhook';

/** Whether the request carries a bearer credential (valid or not): such requests never lean on cookies. */
export const isBearerRequest = (req: { path: string; headers: { authorization?: string } }): boolean => isApiRoute(req.path) && BEARER.test(req.headers.authorization ?? '');

function refuse(res: Response, status: 401 | 429, code: ErrorCode, message: string): void {
  res.status(status).json({ statusCode: status, message, error: status === 401 ? 'Unauthorized' : 'Too Many Requests', code });
}

/**
 * `Authorization: Bearer <token>`: the token's owner becomes the caller (`sessionUserId`), in place
 * of any session cookie. A token that does not verify is a 401 at once, whatever the route: a
 * client must learn that its credential is dead, not get a signed-out answer.
 */
export function apiTokenAuth(authenticator: () => ApiTokenAuthenticator) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    // Only the API's own routes: /metrics has its own bearer token, PayPal signs its webhook its own way.
    if (header === undefined || !isApiRoute(req.path)) return next();
    const match = BEARER.exec(header);
    // Another scheme (Basic…) is no credential of ours: the request goes on as it would without it.
    if (!match) return next();
    const service = authenticator();
    service.authenticate(match[1]!).then(async (verdict) => {
      if ('refused' in verdict) {
        if (verdict.refused === 'expired') return refuse(res, 401, 'api_token_expired', 'This API token has expired');
        return refuse(res, 401, 'invalid_api_token', 'This API token is not valid (revoked, unknown or its account closed)');
      }
      const waitSeconds = await service.spend(verdict.tokenId);
      if (waitSeconds !== null) {
        res.setHeader('Retry-After', String(waitSeconds));
        return refuse(res, 429, 'too_many_requests', `Too many requests with this API token. Please try again in ${waitSeconds} seconds.`);
      }
      req.apiToken = verdict;
      next();
    }, next);
  };
}

export class ApiTokenNotAcceptedError extends fixedDomainError('forbidden', 'api_token_not_accepted', 'This operation needs a signed-in browser session; API tokens are not accepted here') {}

/** `@UseGuards(SessionOnlyGuard)`: refuses API tokens (administration, and minting or revoking tokens). */
@Injectable()
export class SessionOnlyGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.switchToHttp().getRequest<Request>().apiToken) throw new ApiTokenNotAcceptedError();
    return true;
  }
}
