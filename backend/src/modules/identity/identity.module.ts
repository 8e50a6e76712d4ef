import { Module, type Provider } from '@nestjs/common';
import { AdminAccessModule } from './infrastructure/admin-access.adapter';
import { APP_CONFIG, type AppConfig } from '../../shared/config';
import { PassportModule } from '@nestjs/passport';
import { CancelEmailChangeHandler } from './application/commands/cancel-email-change/cancel-email-change.handler';
import { EnsureAdminHandler } from './application/commands/ensure-admin/ensure-admin.handler';
import { DeactivateAccountHandler } from './application/commands/deactivate-account/deactivate-account.handler';
import { RegisterUserHandler } from './application/commands/register-user/register-user.handler';
import { RequestEmailChangeHandler } from './application/commands/request-email-change/request-email-change.handler';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler';
import { RequestSignInLinkHandler } from './application/commands/request-sign-in-link/request-sign-in-link.handler';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler';
import { SignInWithLinkHandler } from './application/commands/sign-in-with-link/sign-in-with-link.handler';
import { SimpleRegisterHandler } from './application/commands/simple-register/simple-register.handler';
import { UpdatePayoutEmailHandler } from './application/commands/update-payout-email/update-payout-email.handler';
import { UpdatePreferredCurrencyHandler } from './application/commands/update-preferred-currency/update-preferred-currency.handler';
import { VerifyCredentialsHandler } from './application/commands/verify-credentials/verify-credentials.handler';
import { VerifyEmailChangeHandler } from './application/commands/verify-email-change/verify-email-change.handler';
import { SendEmailConfirmationHandler, OnUserRegisteredSendEmailConfirmation } from './application/events/send-email-confirmation.handler';
import { IdentityEmails } from './application/identity-emails';
import { IdentityMaintenance, PruneExpiredIdentityDataHandler } from './application/identity-maintenance';
import { IDENTITY_CREDITS } from './application/ports/credits.port';
import { ACCOUNT_TRACES } from './application/ports/account-traces.port';
import { AFFILIATE_SETTINGS } from './application/ports/affiliate-settings.port';
import { AffiliateSettingsAdapter } from './infrastructure/affiliate-settings.adapter';
import { RecordAccountTraceHandler } from './application/commands/record-account-trace/record-account-trace.handler';
import { SqlAccountTraces } from './infrastructure/account-traces';
import { ONE_TIME_TOKENS } from './application/ports/one-time-tokens.port';
import { PASSWORD_HASHER } from './application/ports/password-hasher.port';
import { SESSION_REGISTRY } from './application/ports/sessions.port';
import { USERS_REPOSITORY } from './application/ports/users.repository.port';
import { EmailProver } from './application/prove-email';
import { UserRegistration } from './application/register-new-user';
import { UserDirectory } from './application/user-directory';
import { AdminUserDirectory } from './application/admin-user-directory';
import { USER_DIRECTORY_HANDLERS } from './application/queries/user-directory/user-directory.handlers';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler';
import { PreviewSignInLinkHandler } from './application/queries/preview-sign-in-link/preview-sign-in-link.handler';
import { ValidateReferralCodeHandler } from './application/queries/validate-referral-code/validate-referral-code.handler';
import { CheckoutCreditsAdapter } from './infrastructure/checkout-credits.adapter';
import { FOR_CHECKOUT_HANDLERS } from './application/for-checkout/buyer-accounts.handlers';
import { SqlOneTimeTokens } from './infrastructure/one-time-tokens';
import { Argon2PasswordHasher } from './infrastructure/password-hasher';
import { PgSessionRegistry } from './infrastructure/sessions';
import { OrmUsersRepository } from './infrastructure/users.repository';
import { RateLimiter, RateLimitGuard } from '../../shared/http/rate-limit';
import { AccountController } from './interface/http/account.controller';
import { AuthController } from './interface/http/auth.controller';
import { DeviceCookie } from './interface/http/device-cookie';
import { LocalStrategy } from './interface/http/local-auth.guard';
import { LoginThrottleGuard } from './interface/http/login-throttle.guard';
import { ReferralsController } from './interface/http/referrals.controller';

const ports: Provider[] = [
  { provide: USERS_REPOSITORY, useClass: OrmUsersRepository },
  { provide: ONE_TIME_TOKENS, useClass: SqlOneTimeTokens },
  { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
  { provide: SESSION_REGISTRY, useClass: PgSessionRegistry },
  { provide: IDENTITY_CREDITS, useClass: CheckoutCreditsAdapter },
  { provide: ACCOUNT_TRACES, useClass: SqlAccountTraces },
  { provide: AFFILIATE_SETTINGS, useClass: AffiliateSettingsAdapter },
];

/** Identity: accounts, sessions, passwords, sign-in links and emailed verifications. */
@Module({
  imports: [PassportModule.register({ session: false }), AdminAccessModule],
  controllers: [AuthController, AccountController, ReferralsController],
  providers: [
    ...ports,
    UserRegistration,
    UserDirectory,
    AdminUserDirectory,
    ...USER_DIRECTORY_HANDLERS,
    EmailProver,
    EnsureAdminHandler,
    RegisterUserHandler,
    VerifyCredentialsHandler,
    SimpleRegisterHandler,
    RequestSignInLinkHandler,
    SignInWithLinkHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    RequestEmailChangeHandler,
    CancelEmailChangeHandler,
    VerifyEmailChangeHandler,
    DeactivateAccountHandler,
    RecordAccountTraceHandler,
    UpdatePayoutEmailHandler,
    UpdatePreferredCurrencyHandler,
    GetCurrentUserHandler,
    ValidateReferralCodeHandler,
    PreviewSignInLinkHandler,
    SendEmailConfirmationHandler,
    OnUserRegisteredSendEmailConfirmation,
    IdentityEmails,
    IdentityMaintenance,
    PruneExpiredIdentityDataHandler,
    ...FOR_CHECKOUT_HANDLERS,
    RateLimiter,
    RateLimitGuard,
    LoginThrottleGuard,
    { provide: DeviceCookie, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DeviceCookie(config.SESSION_SECRET, config.isProduction) },
    LocalStrategy,
  ],
})
export class IdentityModule {}
