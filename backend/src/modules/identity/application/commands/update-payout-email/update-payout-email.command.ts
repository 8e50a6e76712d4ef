import { Command } from '@nestjs/cqrs';

export class UpdatePayoutEmailCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly paypalEmail: string,
  ) {
    super();
  }
}
