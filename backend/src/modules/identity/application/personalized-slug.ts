import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { User } from '../infrastructure/entities/user.entity';
import { findUserById, type UserSummary } from './user-directory';

/**
 * The personalised-link slug lives on the user row (spec `users.personalizedSlug`); the affiliate
 * context owns its rules and calls these. The unique constraint settles two users racing for one slug.
 */
export async function findUserBySlug(em: EntityManager, slug: string): Promise<UserSummary | null> {
  const user = await em.findOne(User, { personalizedSlug: slug.trim().toLowerCase(), isActive: true });
  return user ? findUserById(em, user.id) : null;
}

/** Sets the slug; 'taken' when another account holds it. The caller has validated it. */
export async function setPersonalizedSlug(em: EntityManager, userId: string, slug: string): Promise<'set' | 'taken'> {
  try {
    const rows = await em.execute<{ id: string }[]>('update identity.users set personalized_slug = ?, updated_at = now() where id = ? returning id', [slug, userId]);
    return rows.length > 0 ? 'set' : 'taken';
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return 'taken';
    throw error;
  }
}
