import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { DEFAULT_PAYOUT_THRESHOLD_CENTS } from '../../../domain/balance';
import { REFERRER_SIGNUP_REWARD, REFUND_PERIOD_DAYS } from '../../../domain/commission';
import { nextPayoutAt, PAYOUT_HOUR_UTC, PAYOUT_WEEKDAY_NAME } from '../../../domain/payout-schedule';
import { AFFILIATE_REPOSITORY, type AffiliateRepository } from '../../ports/affiliate.repository.port';
import { AffiliateProgramQuery } from './program.query';

/** The terms every screen and the FAQ read: rates from affiliate_rates, the schedule from one setting. */
@QueryHandler(AffiliateProgramQuery)
export class AffiliateProgramHandler implements IQueryHandler<AffiliateProgramQuery> {
  constructor(
    @Inject(AFFILIATE_REPOSITORY) private readonly repo: AffiliateRepository,
  ) {}

  async execute(): Promise<Schema<'AffiliateProgram'>> {
    const now = new Date();
    const rates = await this.repo.ratesInForce(now);
    return {
      layers: rates.map((r) => ({ layer: r.layer, rateBasisPoints: r.rateBasisPoints, creditReward: r.creditReward })),
      refundPeriodDays: REFUND_PERIOD_DAYS,
      payoutWeekday: PAYOUT_WEEKDAY_NAME,
      payoutHourUtc: PAYOUT_HOUR_UTC,
      nextPayoutAt: nextPayoutAt(now).toISOString(),
      defaultPayoutThreshold: DEFAULT_PAYOUT_THRESHOLD_CENTS,
      referrerSignupCredits: REFERRER_SIGNUP_REWARD,
    };
  }
}
