import { Inject, Injectable } from '@nestjs/common';
import { generateReferralCode } from '../domain/referral-code';
import { REFERRAL_CODES, type ReferralCodes } from './ports/referral-codes.port';

/** Where new codes come from (random; a spec may replace it to force collisions). */
@Injectable()
export class ReferralCodeSource {
  next(): string {
    return generateReferralCode();
  }
}

/** 31^8 codes: a few collisions in a row mean something else is wrong. */
const MAX_ATTEMPTS = 20;

/**
 * Gives a new account its own referral code, in the caller's unit of work: random codes until one
 * is claimed (the database's unique key, not a prior lookup, decides: two sign-ups drawing the same
 * code at once get one each).
 */
@Injectable()
export class ReferralCodeIssuer {
  constructor(
    @Inject(REFERRAL_CODES) private readonly codes: ReferralCodes,
    private readonly source: ReferralCodeSource,
  ) {}

  async issue(userId: string, referredBy: string | null): Promise<string> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const code = this.source.next();
      if ((await this.codes.claim(userId, code, referredBy)) === 'claimed') return code;
    }
    throw new Error(`no unused referral code after ${MAX_ATTEMPTS} attempts`);
  }
}
