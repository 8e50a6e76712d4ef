// Identity's public facade: the only import other contexts may use.
// Functions take the caller's EntityManager so they join the caller's transaction.
export { findUserById, findUserByEmail, findUsersByIds, findUserByReferralCode, createPasswordlessUser } from './user-directory';
export type { UserSummary } from '../application/user-directory';
export { displayName } from '../domain/display-name';
/** Signs a user in on this request (new session id, then session.userId): e.g. after a guest purchase made a new account. */
export { startSession as signIn } from '../infrastructure/sessions';
/** Personalised invitation slugs (rules in the affiliate context). */
export { findUserBySlug, setPersonalizedSlug } from './user-directory';
/** Sample credits of a new account (10) and of one signed up with a referral code (15). */
export { SIGNUP_CREDITS, REFERRED_SIGNUP_CREDITS } from '../domain/credits';
export { TOKEN_LIFETIME_MS } from '../domain/one-time-token';
/** Admin screens: active users (counted, searched a page at a time); deleting one is "Delete Account" on their behalf. */
export { countActiveUsers, searchActiveUsers } from './user-directory';
export { DeactivateAccountCommand } from '../application/commands/deactivate-account/deactivate-account.command';
/** The operator's administrator (`npm run cli -- admin:create`, ADMIN_EMAIL at start-up). */
export { EnsureAdminCommand, ADMIN_PASSWORD_MIN_LENGTH } from '../application/commands/ensure-admin/ensure-admin.command';
/** What a buyer and an affiliate share (device, payout email, sign-up address within 30 days): affiliate holds such commissions for review. */
export { sharedTraces, type SharedTrace } from '../infrastructure/account-traces';
