import { Command } from '@nestjs/cqrs';
import type { FriendRequestAction } from '../../../domain/friend-request';

/** Accept or decline (the receiver) or cancel (the sender) a pending friend request. */
export class RespondToFriendRequestCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly requestId: string,
    readonly action: FriendRequestAction,
  ) {
    super();
  }
}
