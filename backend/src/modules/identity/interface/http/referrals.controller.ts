import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { ValidateReferralCodeQuery } from '../../application/queries/validate-referral-code/validate-referral-code.query';

@Controller('api/referrals')
export class ReferralsController {
  constructor(private readonly queries: QueryBus) {}

  /** Whether a ?ref= code is valid and whose it is; an unknown code is `{ valid: false }`, not an error. */
  @Get('validate/:code')
  validate(@Param('code') code: string): Promise<Schema<'ReferralValidation'>> {
    return this.queries.execute(new ValidateReferralCodeQuery(code));
  }
}
