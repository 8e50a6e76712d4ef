import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { ShareKind } from '../../../domain/share-kind';

export class ShareWithFriendCommand extends Command<Schema<'FriendShareCreated'>> {
  constructor(
    readonly sharerId: string,
    readonly songId: string,
    readonly friendId: string,
    readonly shareType: ShareKind | undefined,
    readonly message: string | null,
  ) {
    super();
  }
}
