import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SongStore } from '../../ports/song-store.port';

/** A signed-in request still carrying a guest cookie: that guest's songs move to the account. */
export class ClaimGuestSongsCommand extends Command<number> {
  constructor(
    readonly guestId: string,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(ClaimGuestSongsCommand)
export class ClaimGuestSongsHandler implements ICommandHandler<ClaimGuestSongsCommand> {
  constructor(private readonly songs: SongStore) {}

  execute({ guestId, userId }: ClaimGuestSongsCommand): Promise<number> {
    return this.songs.claimGuestSongs(guestId, userId);
  }
}
