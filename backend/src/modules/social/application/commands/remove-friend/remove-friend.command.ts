import { Command } from '@nestjs/cqrs';

export class RemoveFriendCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly friendId: string,
  ) {
    super();
  }
}
