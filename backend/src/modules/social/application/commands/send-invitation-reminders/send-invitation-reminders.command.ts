import { Command } from '@nestjs/cqrs';

/** Sends reminder n (1–3) of every invitation it is due for; answers how many went out. */
export class SendInvitationRemindersCommand extends Command<number> {
  constructor(
    readonly reminder: 1 | 2 | 3,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
