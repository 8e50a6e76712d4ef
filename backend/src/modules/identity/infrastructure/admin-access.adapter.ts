import { Global, Injectable, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN_ACCESS, type AdminAccess } from '../../../shared/http/admin.guard';
import { User } from './entities/user.entity';

/** The shared kernel's AdminGuard asks identity who is an administrator. */
@Injectable()
export class IdentityAdminAccess implements AdminAccess {
  constructor(private readonly orm: MikroORM) {}

  async roleOf(userId: string): Promise<'admin' | 'user' | 'signed-out'> {
    const user = await this.orm.em.fork().findOne(User, { id: userId, isActive: true }, { fields: ['id', 'isAdmin'] });
    if (!user) return 'signed-out';
    return user.isAdmin ? 'admin' : 'user';
  }
}

/** Global, so `@UseGuards(AdminGuard)` works in every context's controllers. */
@Global()
@Module({ providers: [{ provide: ADMIN_ACCESS, useClass: IdentityAdminAccess }], exports: [ADMIN_ACCESS] })
export class AdminAccessModule {}
