import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ValidateReferralCodeQuery extends Query<Schema<'ReferralValidation'>> {
  constructor(readonly code: string) {
    super();
  }
}
