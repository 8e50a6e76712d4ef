import { Command } from '@nestjs/cqrs';

export class MarkSharedSongReadCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sharedSongId: string,
  ) {
    super();
  }
}
