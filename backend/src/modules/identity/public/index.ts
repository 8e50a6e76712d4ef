// Identity's public facade: the only import other contexts may use.
// Use cases go through the CQRS buses (CommandBus / QueryBus); these are their messages, read models and constants.
export {
  FindUserByIdQuery,
  FindUserByEmailQuery,
  FindUsersByIdsQuery,
  CountActiveUsersQuery,
  SearchActiveUsersQuery,
  FindSharedTracesQuery,
} from '../application/queries/user-directory/user-directory.queries';
export type { UserSummary } from '../application/user-directory';
export type { SharedTrace } from '../application/ports/account-traces.port';
/** What identity asks of the affiliate context (which handles them): personalised slugs, payout emails, referral codes and referrers. */
export {
  FindSlugHolderQuery,
  FindReferralCodeHolderQuery,
  FindAffiliateSettingsQuery,
  IssueReferralCodeCommand,
  SetPayoutEmailCommand,
  type AffiliateSettingsOfUser,
} from './questions-for-affiliate';
export { displayName } from '../domain/display-name';
/** Sample credits of a new account (10) and of one signed up with a referral code (15). */
export { SIGNUP_CREDITS, REFERRED_SIGNUP_CREDITS } from '../domain/credits';
export { TOKEN_LIFETIME_MS } from '../domain/one-time-token';
/** Deleting a user from the admin screens is "Delete Account" on their behalf. */
export { DeactivateAccountCommand } from '../application/commands/deactivate-account/deactivate-account.command';
/** The operator's administrator (`npm run cli -- admin:create`, ADMIN_EMAIL at start-up). */
export { EnsureAdminCommand, ADMIN_PASSWORD_MIN_LENGTH } from '../application/commands/ensure-admin/ensure-admin.command';
