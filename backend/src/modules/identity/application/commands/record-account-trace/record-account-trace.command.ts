import { Command } from '@nestjs/cqrs';

/**
 * After a sign-up or sign-in in a browser: its device nonce (and, at sign-up, the address it came
 * from) is remembered for the account, so a self-referral can be told from a friend's purchase.
 */
export class RecordAccountTraceCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly deviceNonce: string | null,
    readonly signUpAddress: string | null,
  ) {
    super();
  }
}
