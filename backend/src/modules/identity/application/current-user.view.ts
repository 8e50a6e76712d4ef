import type { Schema } from '@boogy/contracts';
import type { UserAccount } from '../domain/user-account';
import type { AffiliateSettingsView } from './ports/affiliate-settings.port';
import { userNames } from './user-names';

/** What the account page shows about the signed-in user. Never the password hash. */
export function currentUserView(user: UserAccount, previewCredits: number, affiliate: AffiliateSettingsView): Schema<'CurrentUser'> {
  return {
    ...userNames(user),
    pendingEmail: user.pendingEmail,
    paypalEmail: affiliate.paypalEmail,
    preferredCurrency: user.preferredCurrency,
    previewCredits,
    isAdmin: user.isAdmin,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    referralCode: affiliate.referralCode ?? '',
    personalizedSlug: affiliate.personalizedSlug,
    createdAt: user.createdAt.toISOString(),
  };
}
