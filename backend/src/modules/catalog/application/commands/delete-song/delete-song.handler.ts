import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../domain/song-access';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { SongMediaRemoval } from '../../media/song-media-removal';

/**
 * DELETE /api/songs/{id}: the caller's song, its tracks and its files. The files' removal is queued
 * with the rows' deletion, so a crash or a store failure in between leaves nothing behind for good;
 * a render still running finds the song gone and cleans up after itself.
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
    private readonly em: EntityManager,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
    private readonly media: SongMediaRemoval,
  ) {}

  async execute({ songId, viewer }: DeleteSongCommand): Promise<void> {
    const em = this.em;
    const song = await this.songs.findOwned(em, songId, viewer);
    await em.transactional(async (tx) => {
      await this.songs.remove(tx, song.id);
      await this.media.queueWith(tx, [song.id]);
    });
    this.reads.invalidate(song.id, song.taskId);
    await this.media.removeNow([song.id]);
  }
}
