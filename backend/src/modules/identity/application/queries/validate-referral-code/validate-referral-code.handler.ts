import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { displayName } from '../../../domain/display-name';
import { UserRegistration } from '../../register-new-user';
import { ValidateReferralCodeQuery } from './validate-referral-code.query';

/** Whether a ?ref= code belongs to an active account, and whose (the name shown to the invitee). */
@QueryHandler(ValidateReferralCodeQuery)
export class ValidateReferralCodeHandler implements IQueryHandler<ValidateReferralCodeQuery> {
  constructor(
    private readonly registration: UserRegistration,
  ) {}

  async execute({ code }: ValidateReferralCodeQuery): Promise<Schema<'ReferralValidation'>> {
    const referrer = await this.registration.findReferrer(code);
    return referrer ? { valid: true, referrerName: displayName(referrer) } : { valid: false, referrerName: null };
  }
}
