import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import type { Viewer } from '../../../domain/song-access';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { SONG_PAYERS, type SongPayersPort } from '../../ports/share-access.port';
import { SongMediaRemoval } from '../../media/song-media-removal';

/**
 * DELETE /api/songs/{id}: the caller's song, its tracks and its files. The files' removal is queued
 * with the rows' deletion, so a crash or a store failure in between leaves nothing behind for good;
 * a render still running finds the song gone and cleans up after itself.
 *
 * Whoever paid for a song keeps it: when someone else paid for it (bought from its preview link),
 * the song leaves its owner and becomes the payer's own, files and all (the owner's shares and links
 * of it end, see social's share rules). Decided under the song's row lock, the lock a capture marking
 * it paid takes too, so a purchase and a delete racing each other end one way or the other, never
 * with a paid song gone.
 */
export class DeleteSongCommand extends Command<void> {
  constructor(
    readonly songId: string,
    readonly viewer: Viewer,
  ) {
    super();
  }
}

@CommandHandler(DeleteSongCommand)
export class DeleteSongHandler implements ICommandHandler<DeleteSongCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
    private readonly media: SongMediaRemoval,
    @Inject(SONG_PAYERS) private readonly payers: SongPayersPort,
  ) {}

  async execute({ songId, viewer }: DeleteSongCommand): Promise<void> {
    const { song, removed } = await this.uow.run(async () => {
      const song = await this.songs.loadOwned(songId, viewer);
      const payer = song.isPaid && song.paymentId ? await this.payers.payerOf(song.paymentId) : null;
      if (song.delete(payer) === 'handed-over') {
        this.songs.save(song);
        return { song, removed: false };
      }
      await this.songs.remove(song.id);
      await this.media.queueWith([song.id]);
      return { song, removed: true };
    });
    this.reads.invalidate(song.id, song.taskId);
    if (removed) await this.media.removeNow([song.id]);
  }
}
