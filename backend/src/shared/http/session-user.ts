import { createParamDecorator, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { isBearerRequest } from './api-token-auth';

/**
 * The session is the one place that says who is signed in: identity sets `session.userId` at
 * sign-in (after regenerating the session id) and every other context only reads it through here.
 */
declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

/** The caller: an API token's owner (bearer requests never lean on a cookie), else the session's user. */
export function sessionUserId(req: Request): string | null {
  if (req.apiToken) return req.apiToken.userId;
  if (isBearerRequest(req)) return null;
  return req.session?.userId ?? null;
}

/** The signed-in user's id, or null for a guest. */
export const CurrentUserId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null =>
  sessionUserId(ctx.switchToHttp().getRequest<Request>()),
);

/** 401 unless someone is signed in. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (sessionUserId(ctx.switchToHttp().getRequest<Request>())) return true;
    throw new UnauthorizedException({ message: 'Please sign in to continue', code: 'signed_out' });
  }
}
