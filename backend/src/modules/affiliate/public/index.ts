// The affiliate context's public facade: the only import other contexts may use.
// Use cases go through the CQRS buses (CommandBus / QueryBus); these are their messages and read models.
export { RunPayoutsCommand, type PayoutRunResult, type PlannedPayout } from '../application/commands/run-payouts/run-payouts.command';
export { FollowPayoutsCommand } from '../application/commands/follow-payouts/follow-payouts.command';
export { MatureCommissionsCommand } from '../application/commands/mature-commissions/mature-commissions.command';
export { ReferralDashboardQuery } from '../application/queries/referral-dashboard/referral-dashboard.query';
export { EarningsDashboardQuery } from '../application/queries/earnings-dashboard/earnings-dashboard.query';
export { AffiliateProgramQuery } from '../application/queries/program/program.query';
export { FindPayoutEmailQuery } from '../application/queries/payout-email/payout-email.query';
/** A user's own referral code (social's invitations carry it). */
export { FindReferralCodeQuery } from '../application/queries/referral-code/referral-code.query';
