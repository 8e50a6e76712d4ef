import { Command } from '@nestjs/cqrs';

/** Asks the provider about every sent batch and settles its items (SUCCESS, FAILED, UNCLAIMED, RETURNED…). */
export class FollowPayoutsCommand extends Command<{ completed: number; released: number; openRuns: number }> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
