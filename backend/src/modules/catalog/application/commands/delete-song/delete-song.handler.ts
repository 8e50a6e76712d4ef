import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../domain/song-access';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { MediaKeys, MediaStorage } from '../../media/media-storage';

/** Deletes the caller's song, its tracks and its files. A render still running finds it gone and cleans up. */
/** DELETE /api/songs/{id}. */
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
    private readonly storage: MediaStorage,
  ) {}

  async execute({ songId, viewer }: DeleteSongCommand): Promise<void> {
    const em = this.em;
    const song = await this.songs.findOwned(em, songId, viewer);
    await this.songs.remove(em, song.id);
    this.reads.invalidate(song.id, song.taskId);
    await this.storage.deletePrefix(MediaKeys.songPrefix(song.id));
  }
}
