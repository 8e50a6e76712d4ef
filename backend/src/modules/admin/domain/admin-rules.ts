import { adminErrors } from './admin.errors';

/** Admins delete only non-admin accounts that still exist (the screen hides the button for admins; the server refuses too). */
export function assertDeletable(user: { isActive: boolean; isAdmin: boolean } | null): void {
  if (!user || !user.isActive) throw adminErrors.userNotFound();
  if (user.isAdmin) throw adminErrors.cannotDeleteAdmin();
}

/** Revenue per user in whole cents (0 with no users). */
export function averageRevenuePerUser(totalIncomeCents: number, totalUsers: number): number {
  return totalUsers > 0 ? Math.round(totalIncomeCents / totalUsers) : 0;
}

/** A display rate: units per 1 USD, above 0, at most 1,000,000, kept to 6 decimals. */
export function displayRate(value: unknown): number {
  const rate = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1_000_000) throw adminErrors.invalidRate();
  return Math.round(rate * 1e6) / 1e6;
}
