import { Command } from '@nestjs/cqrs';
import type { EmailProvedV1 } from '@boogy/contracts';

/** On identity.email-proved.v1 (a referral counts once the new account proves its email), inside the inbox transaction `em`. */
export class RecordReferralCommand extends Command<{ referred: boolean }> {
  constructor(
    readonly event: EmailProvedV1,
  ) {
    super();
  }
}

/** On identity.user-registered.v1: only the referral chain (commissions need it from the first purchase), no reward yet. */
export class BuildReferralChainCommand extends Command<void> {
  constructor(
    readonly userId: string,
  ) {
    super();
  }
}
