import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../infrastructure/entities/user.entity';
import { findUsersByIds, type UserSummary } from './user-directory';

/** For the admin screens: active accounts only (a deleted account is deactivated, its books kept). */
export async function countActiveUsers(em: EntityManager): Promise<number> {
  return em.count(User, { isActive: true });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active users, newest first, whose email or name contains `search` (any letter case). */
export async function searchActiveUsers(em: EntityManager, options: { search?: string | null; limit: number; offset: number }): Promise<{ users: UserSummary[]; total: number }> {
  const term = options.search?.trim();
  const where = term
    ? { isActive: true, $or: ['email', 'firstName', 'lastName'].map((field) => ({ [field]: { $ilike: `%${escapeLike(term)}%` } })) }
    : { isActive: true };
  const [rows, total] = await em.findAndCount(User, where, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit: options.limit, offset: options.offset, fields: ['id'] });
  const byId = new Map((await findUsersByIds(em, rows.map((r) => r.id))).map((u) => [u.id, u]));
  return { users: rows.map((r) => byId.get(r.id)!).filter(Boolean), total };
}
