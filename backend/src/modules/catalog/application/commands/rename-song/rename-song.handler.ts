import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import type { Viewer } from '../../../domain/song-access';
import { SongReads, SongStore } from '../../ports/song-store.port';
import { toSongView } from '../../song-view';

/** PATCH /api/songs/{id}: the owner renames their song. */
export class RenameSongCommand extends Command<Schema<'Song'>> {
  constructor(
    readonly songId: string,
    readonly title: string,
    readonly viewer: Viewer,
  ) {
    super();
  }
}

/** The title is the only thing a client may change on a song. */
@CommandHandler(RenameSongCommand)
export class RenameSongHandler implements ICommandHandler<RenameSongCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
  ) {}

  async execute(command: RenameSongCommand): Promise<Schema<'Song'>> {
    const { viewer } = command;
    const song = await this.uow.run(async () => {
      const song = await this.songs.loadOwned(command.songId, viewer);
      song.rename(command.title);
      this.songs.save(song);
      return song;
    });
    this.reads.invalidate(song.id, song.taskId);
    // The renamed song as GET /api/songs/{id} shows it (its videos' state included).
    const videos = (await this.reads.bySongId(song.id))?.videos ?? [];
    return toSongView(song, await this.songs.tracksOf(song.id), viewer, false, videos);
  }
}
