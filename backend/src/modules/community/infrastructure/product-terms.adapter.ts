import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config';
import { PREVIEWS_PER_CREDIT, SUPPORT_REPLY_HOURS } from '../../../shared/product-terms';
import { AffiliateProgramQuery } from '../../affiliate/public';
import { PREVIEW_SECONDS } from '../../catalog/public';
import { CHARGE_CURRENCY, FULL_SONG_PRICE_CENTS, SAMPLE_PACKS } from '../../checkout/public';
import { REFERRED_SIGNUP_CREDITS, SIGNUP_CREDITS, TOKEN_LIFETIME_MS } from '../../identity/public';
import type { ProductTerms } from '../application/ports/product-terms.port';
import type { HelpFacts } from '../application/views';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads each number where the product keeps it: prices from checkout, credits from identity,
 * preview length and the reset link's lifetime from catalog and identity, guest previews and expiry from the configuration, and the
 * affiliate terms (rates in force, refund period, payout schedule and threshold) from the affiliate
 * context's program query.
 */
@Injectable()
export class ProductTermsAdapter implements ProductTerms {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
  ) {}

  async helpFacts(): Promise<HelpFacts> {
    const program = await this.queries.execute(new AffiliateProgramQuery());
    return {
      productName: this.config.PRODUCT_NAME,
      songPriceCents: FULL_SONG_PRICE_CENTS,
      chargeCurrency: CHARGE_CURRENCY,
      previewSeconds: PREVIEW_SECONDS,
      guestFreePreviews: this.config.GUEST_FREE_SAMPLES,
      signupCredits: SIGNUP_CREDITS,
      referredSignupCredits: REFERRED_SIGNUP_CREDITS,
      referrerCredits: program.referrerSignupCredits,
      previewsPerCredit: PREVIEWS_PER_CREDIT,
      samplePacks: SAMPLE_PACKS.map(({ credits, priceCents, mostPopular }) => ({ credits, priceCents, mostPopular })),
      unpaidSongExpiryHours: this.config.SONG_EXPIRY_HOURS,
      affiliateLayers: program.layers.map(({ layer, rateBasisPoints, creditReward }) => ({
        layer,
        cashPercent: rateBasisPoints / 100,
        creditReward,
        songCommissionCents: Math.round((FULL_SONG_PRICE_CENTS * rateBasisPoints) / 10_000),
      })),
      refundPeriodDays: program.refundPeriodDays,
      payoutWeekday: program.payoutWeekday,
      payoutTimeUtc: `${pad(program.payoutHourUtc)}:00`,
      payoutThresholdCents: program.defaultPayoutThreshold,
      supportReplyHours: SUPPORT_REPLY_HOURS,
      passwordResetLinkMinutes: Math.round(TOKEN_LIFETIME_MS.password_reset / 60_000),
    };
  }
}
