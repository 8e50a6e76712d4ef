import { Command } from '@nestjs/cqrs';

export class CancelEmailChangeCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
