import { PayoutsMetrics } from './infrastructure/payouts.metrics';
import { Module, type Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../shared/config';
import { FollowPayoutsHandler } from './application/commands/follow-payouts/follow-payouts.handler';
import { GeneratePersonalizedLinkHandler } from './application/commands/generate-personalized-link/generate-personalized-link.handler';
import { MatureCommissionsHandler } from './application/commands/mature-commissions/mature-commissions.handler';
import { RecordCommissionsHandler } from './application/commands/record-commissions/record-commissions.handler';
import { BuildReferralChainHandler, RecordReferralHandler } from './application/commands/record-referral/record-referral.handler';
import { ReverseCommissionsHandler } from './application/commands/reverse-commissions/reverse-commissions.handler';
import { PayoutSender } from './application/commands/run-payouts/payout-sender';
import { RunPayoutsHandler } from './application/commands/run-payouts/run-payouts.handler';
import { UpdateSlugHandler } from './application/commands/update-slug/update-slug.handler';
import { OnEmailProved, OnPaymentCaptured, OnPaymentRefunded, OnUserRegistered } from './application/integration-handlers/affiliate-event.handlers';
import { ACCOUNTS_PORT } from './application/ports/accounts.port';
import { AFFILIATE_READ_MODEL } from './application/ports/affiliate.read-model.port';
import { AFFILIATE_REPOSITORY } from './application/ports/affiliate.repository.port';
import { CREDITS_PORT } from './application/ports/credits.port';
import { FRIENDS_PORT } from './application/ports/friends.port';
import { PAYOUT_GATEWAY, type PayoutGateway } from './application/ports/payout-gateway.port';
import { CheckSlugHandler } from './application/queries/check-slug/check-slug.handler';
import { CommissionHistoryHandler } from './application/queries/commission-history/commission-history.handler';
import { EarningsDashboardHandler } from './application/queries/earnings-dashboard/earnings-dashboard.handler';
import { MyLinksHandler } from './application/queries/my-links/my-links.handler';
import { PayoutHistoryHandler } from './application/queries/payout-history/payout-history.handler';
import { AffiliateProgramHandler } from './application/queries/program/program.handler';
import { ReferralDashboardHandler } from './application/queries/referral-dashboard/referral-dashboard.handler';
import { ResolveInvitationHandler } from './application/queries/resolve-invitation/resolve-invitation.handler';
import { SqlAffiliateReadModel } from './infrastructure/affiliate.read-model';
import { SqlAffiliateRepository } from './infrastructure/affiliate.repository';
import { PayPalPayoutsGateway } from './infrastructure/gateways/paypal-payouts.gateway';
import { Metrics } from '../../shared/observability';
import { recordPayPalCalls } from '../../shared/paypal/paypal-metrics';
import { SandboxPayoutsGateway } from './infrastructure/gateways/sandbox-payouts.gateway';
import { CheckoutCreditsAdapter, CheckoutPaymentsAdapter, IdentityAccountsAdapter, ReferralCountFriendsAdapter } from './infrastructure/other-contexts.adapter';
import { PAYMENTS_PORT } from './application/ports/payments.port';
import { AFFILIATE_PROFILES } from './application/ports/affiliate-profiles.port';
import { SqlAffiliateProfiles } from './infrastructure/affiliate-profiles';
import { FOR_IDENTITY_HANDLERS } from './application/for-identity/affiliate-settings.handlers';
import { FindPayoutEmailHandler } from './application/queries/payout-email/payout-email.handler';
import { FindReferralCodeHandler } from './application/queries/referral-code/referral-code.handler';
import { REFERRAL_CODES } from './application/ports/referral-codes.port';
import { SqlReferralCodes } from './infrastructure/referral-codes';
import { ReferralCodeIssuer, ReferralCodeSource } from './application/referral-code-issuer';
import { EarningsController, ReferralLinksController } from './interface/http/affiliate.controller';
import { AdminAffiliateController } from './interface/http/admin-affiliate.controller';
import { DecideHeldCommissionHandler, ListHeldCommissionsHandler } from './application/commands/review-held-commission/review-held-commission';

/** PAYOUT_PROVIDER picks the gateway: PayPal Payouts, or the built-in sandbox (refused in production by config). */
export function createPayoutGateway(config: AppConfig, orm: MikroORM, metrics?: Metrics): PayoutGateway {
  if (config.PAYOUT_PROVIDER === 'sandbox') return new SandboxPayoutsGateway(orm);
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) throw new Error('PAYOUT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  return new PayPalPayoutsGateway({
    apiBase: config.PAYPAL_API_BASE.replace(/\/+$/, ''),
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    timeoutMs: config.PAYPAL_TIMEOUT_MS,
    observe: metrics && recordPayPalCalls(metrics),
  });
}

const ports: Provider[] = [
  { provide: AFFILIATE_REPOSITORY, useClass: SqlAffiliateRepository },
  { provide: AFFILIATE_READ_MODEL, useClass: SqlAffiliateReadModel },
  { provide: AFFILIATE_PROFILES, useClass: SqlAffiliateProfiles },
  { provide: REFERRAL_CODES, useClass: SqlReferralCodes },
  { provide: ACCOUNTS_PORT, useClass: IdentityAccountsAdapter },
  { provide: CREDITS_PORT, useClass: CheckoutCreditsAdapter },
  { provide: PAYMENTS_PORT, useClass: CheckoutPaymentsAdapter },
  { provide: FRIENDS_PORT, useClass: ReferralCountFriendsAdapter },
  { provide: PAYOUT_GATEWAY, inject: [APP_CONFIG, MikroORM, Metrics], useFactory: createPayoutGateway },
];

/** Affiliate: referral codes and slugs, chains, rates, commissions and payouts. */
@Module({
  controllers: [ReferralLinksController, EarningsController, AdminAffiliateController],
  providers: [
    ...ports,
    ...FOR_IDENTITY_HANDLERS,
    FindPayoutEmailHandler,
    FindReferralCodeHandler,
    ReferralCodeSource,
    ReferralCodeIssuer,
    OnUserRegistered,
    OnEmailProved,
    OnPaymentCaptured,
    OnPaymentRefunded,
    RecordReferralHandler,
    BuildReferralChainHandler,
    ListHeldCommissionsHandler,
    DecideHeldCommissionHandler,
    RecordCommissionsHandler,
    ReverseCommissionsHandler,
    MatureCommissionsHandler,
    RunPayoutsHandler,
    FollowPayoutsHandler,
    PayoutSender,
    UpdateSlugHandler,
    GeneratePersonalizedLinkHandler,
    CheckSlugHandler,
    ResolveInvitationHandler,
    EarningsDashboardHandler,
    CommissionHistoryHandler,
    PayoutHistoryHandler,
    ReferralDashboardHandler,
    MyLinksHandler,
    AffiliateProgramHandler,
    PayoutsMetrics,
  ],
})
export class AffiliateModule {}
