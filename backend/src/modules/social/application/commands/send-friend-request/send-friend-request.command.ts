import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class SendFriendRequestCommand extends Command<Schema<'SentFriendRequest'>> {
  constructor(
    readonly senderId: string,
    readonly receiverId: string,
    readonly message: string | null,
  ) {
    super();
  }
}
