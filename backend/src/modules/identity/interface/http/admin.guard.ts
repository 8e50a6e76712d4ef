import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { DomainError } from '../../../../shared/ddd';
import { sessionUserId } from '../../../../shared/http/session-user';
import { SignedOutError } from '../../domain/identity.errors';
import { User } from '../../infrastructure/entities/user.entity';

export class NotAdminError extends DomainError {
  constructor() {
    super('forbidden', 'not_admin', "You don't have admin privileges to access this page.");
  }
}

/** 401 when signed out, 403 unless the signed-in (active) user is an administrator. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly orm: MikroORM) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const userId = sessionUserId(ctx.switchToHttp().getRequest<Request>());
    if (!userId) throw new SignedOutError();
    const user = await this.orm.em.fork().findOne(User, { id: userId, isActive: true }, { fields: ['id', 'isAdmin'] });
    if (!user) throw new SignedOutError();
    if (!user.isAdmin) throw new NotAdminError();
    return true;
  }
}
