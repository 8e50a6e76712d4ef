import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { fixedDomainError } from '../ddd';
import { sessionUserId } from './session-user';
import { ApiTokenNotAcceptedError } from './api-token-auth';

/** What the guard asks of whoever keeps the accounts (identity binds it, globally). */
export interface AdminAccess {
  /** 'signed-out' when the user no longer exists or is deactivated. */
  roleOf(userId: string): Promise<'admin' | 'user' | 'signed-out'>;
}
export const ADMIN_ACCESS = Symbol('ADMIN_ACCESS');

/** The same answer as identity's signed-out error (401 signed_out). */
export class AdminSignedOutError extends fixedDomainError('unauthorized', 'signed_out', 'Please sign in to continue') {}

export class NotAdminError extends fixedDomainError('forbidden', 'not_admin', "You don't have admin privileges to access this page.") {}

/** `@UseGuards(AdminGuard)`: 401 when signed out, 403 unless the signed-in (active) user is an administrator. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(ADMIN_ACCESS) private readonly access: AdminAccess) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    // Administration is done in a browser session only: a leaked API token never reaches it.
    if (req.apiToken) throw new ApiTokenNotAcceptedError();
    const userId = sessionUserId(req);
    if (!userId) throw new AdminSignedOutError();
    const role = await this.access.roleOf(userId);
    if (role === 'signed-out') throw new AdminSignedOutError();
    if (role !== 'admin') throw new NotAdminError();
    return true;
  }
}
