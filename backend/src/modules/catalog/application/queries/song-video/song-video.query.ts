import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { SongNotFoundError } from '../../../domain/catalog.errors';
import { isUuid } from '../../../domain/ids';
import { SongReads } from '../../ports/song-store.port';
import { MediaAccess } from '../media-access';
import { toSongVideoView } from '../../song-view';
import type { VideoRequest } from '../../video-request';

/** The caller's video of a version of a song (its status stream): to whoever may see the song, as GET /api/songs/{id}. */
export class GetSongVideoQuery extends Query<Schema<'SongVideo'>> {
  constructor(readonly request: VideoRequest) {
    super();
  }
}

@QueryHandler(GetSongVideoQuery)
export class GetSongVideoHandler implements IQueryHandler<GetSongVideoQuery> {
  constructor(
    private readonly reads: SongReads,
    private readonly access: MediaAccess,
  ) {}

  async execute({ request: { songId, viewer, shareId, track } }: GetSongVideoQuery): Promise<Schema<'SongVideo'>> {
    const snapshot = isUuid(songId) ? await this.reads.bySongId(songId) : null;
    if (!snapshot) throw new SongNotFoundError();
    return toSongVideoView(snapshot.song, snapshot.videos ?? [], await this.access.hearsFullSong(snapshot.song, viewer, shareId), track);
  }
}
