import { createParamDecorator, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { isBearerRequest } from './api-token-auth';

/**
 * The session is the one place that says who is signed in: `startSession` sets `session.userId`
 * (identity's sign-in, and a guest purchase that made the buyer's account) and every context reads
 * it through here.
 */
declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

const promisified = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())));

/** Signs `userId` in with a brand-new session id (no session fixation), saved before we answer. */
export async function startSession(req: Request, userId: string): Promise<void> {
  await promisified((cb) => req.session.regenerate(cb));
  req.session.userId = userId;
  await promisified((cb) => req.session.save(cb));
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
