import { Command } from '@nestjs/cqrs';

export class DeactivateAccountCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
