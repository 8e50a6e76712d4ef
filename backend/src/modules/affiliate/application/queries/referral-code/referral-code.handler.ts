import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { REFERRAL_CODES, type ReferralCodes } from '../../ports/referral-codes.port';
import { FindReferralCodeQuery } from './referral-code.query';

@QueryHandler(FindReferralCodeQuery)
export class FindReferralCodeHandler implements IQueryHandler<FindReferralCodeQuery> {
  constructor(@Inject(REFERRAL_CODES) private readonly codes: ReferralCodes) {}

  async execute({ userId }: FindReferralCodeQuery): Promise<string | null> {
    return (await this.codes.of([userId])).get(userId)?.code ?? null;
  }
}
