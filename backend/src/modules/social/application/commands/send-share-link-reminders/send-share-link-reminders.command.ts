import { Command } from '@nestjs/cqrs';

/** Reminds sharers whose public links end soon (30 days, then 3 days before); answers how many. */
export class SendShareLinkRemindersCommand extends Command<number> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
