import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../../domain/email-address';
import { User } from '../../../infrastructure/entities/user.entity';
import { hashPassword } from '../../../infrastructure/password-hasher';
import { registerNewUser } from '../../register-new-user';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/**
 * Creates an administrator, or promotes (and reactivates) an existing account. The password is
 * set on creation, and on an existing account only when `setPassword` (the CLI) asks for it.
 */
export async function ensureAdmin(em: EntityManager, input: { email: string; password: string; setPassword: boolean }): Promise<'created' | 'promoted'> {
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new Error(`The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  const email = normalizeEmail(input.email);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(User, { email });
    if (!existing) {
      await registerNewUser(tx, { email, passwordHash: await hashPassword(input.password), isAdmin: true, emailProved: true });
      return 'created';
    }
    existing.isAdmin = true;
    existing.emailVerifiedAt ??= new Date(); // the operator vouches for ADMIN_EMAIL
    existing.isActive = true;
    existing.deactivatedAt = null;
    if (input.setPassword || !existing.passwordHash) existing.passwordHash = await hashPassword(input.password);
    await tx.flush();
    return 'promoted';
  });
}
