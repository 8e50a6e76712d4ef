import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/user.entity';
import { issueToken } from './one-time-tokens';

/**
 * A one-time sign-in link for a payment receipt, issued in the caller's transaction (so a receipt
 * that is not sent leaves no usable link behind). The path of the "Sign in as …" page, to put
 * after the public URL; null for an unknown or deactivated account.
 */
export async function issueReceiptSignInPath(em: EntityManager, userId: string): Promise<string | null> {
  const user = await em.findOne(User, { id: userId, isActive: true }, { fields: ['id'] });
  if (!user) return null;
  const token = await issueToken(em, user.id, 'receipt_sign_in');
  return `/sign-in-link?token=${encodeURIComponent(token)}`;
}
