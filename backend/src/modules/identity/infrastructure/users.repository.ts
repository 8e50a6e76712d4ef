import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EmailTakenError } from '../domain/identity.errors';
import type { NewUserAccount, UserAccount } from '../domain/user-account';
import type { UsersRepository } from '../application/ports/users.repository.port';
import { User } from './entities/user.entity';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { KeysetPosition } from '../../../shared/ddd';
import { afterPosition, newestFirst } from '../../../shared/persistence/keyset';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** MikroORM implementation: answers managed User entities, so a flush writes what a use case changed. */
@Injectable()
export class OrmUsersRepository implements UsersRepository {
  constructor(private readonly ems: EntityManagers) {}

  findById(id: string, options: { activeOnly?: boolean; lock?: boolean } = {}): Promise<UserAccount | null> {
    const em = this.ems.current();
    return em.findOne(User, options.activeOnly ? { id, isActive: true } : { id }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  }

  findByEmail(email: string): Promise<UserAccount | null> {
    const em = this.ems.current();
    return em.findOne(User, { email });
  }

  async findByIds(ids: string[]): Promise<UserAccount[]> {
    const em = this.ems.current();
    if (ids.length === 0) return [];
    return em.find(User, { id: { $in: [...new Set(ids)] } });
  }

  async emailInUse(email: string, exceptUserId?: string): Promise<boolean> {
    const em = this.ems.current();
    return (await em.count(User, exceptUserId ? { email, id: { $ne: exceptUserId } } : { email })) > 0;
  }

  async add(account: NewUserAccount): Promise<UserAccount> {
    const em = this.ems.current();
    const user = em.create(User, account);
    em.persist(user);
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups with the same email at the same moment: the unique constraint decides.
      if (error instanceof UniqueConstraintViolationException && String(error.message).includes('users_email_unique')) throw new EmailTakenError();
      throw error;
    }
    return user;
  }

  async save(account: UserAccount): Promise<void> {
    const em = this.ems.current();
    em.persist(account as User);
    await em.flush();
  }

  countActive(): Promise<number> {
    const em = this.ems.current();
    return em.count(User, { isActive: true });
  }

  async searchActive(options: { search: string | null; limit: number; offset: number; after: KeysetPosition | null }): Promise<{ ids: string[]; total: number }> {
    const em = this.ems.current();
    const term = options.search;
    const where = term
      ? { isActive: true, $or: ['email', 'firstName', 'lastName'].map((field) => ({ [field]: { $ilike: `%${escapeLike(term)}%` } })) }
      : { isActive: true };
    const rows = await em.find(User, { $and: [where, afterPosition<User>(options.after)] }, { orderBy: newestFirst<User>(), limit: options.limit, offset: options.offset, fields: ['id'] });
    const total = await em.count(User, where);
    return { ids: rows.map((r) => r.id), total };
  }
}
