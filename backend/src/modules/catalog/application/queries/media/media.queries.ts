import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Viewer } from '../../../domain/song-access';
import { MediaAccess, type MediaGrant, type MediaKind } from '../media-access';
import type { VideoRequest } from '../../video-request';

/** GET /api/media/songs/{id}/tracks/{version}/{kind}: which stored file this caller gets (the paywall). */
export class GetTrackMediaQuery extends Query<MediaGrant> {
  constructor(
    readonly songId: string,
    readonly version: string,
    readonly kind: MediaKind,
    readonly viewer: Viewer,
    readonly shareId: string | null,
  ) {
    super();
  }
}

/** GET /api/songs/{id}/download: the paid full file of a version, with the title to name it. */
export class GetTrackDownloadQuery extends Query<{ title: string; key: string | null }> {
  constructor(
    readonly songId: string,
    readonly version: number,
    readonly viewer: Viewer,
    readonly shareId: string | null,
  ) {
    super();
  }
}

/** GET /api/songs/{id}/download?type=lyrics: a paid song's title and lyrics. */
export class GetLyricsDownloadQuery extends Query<{ title: string; lyrics: string }> {
  constructor(
    readonly songId: string,
    readonly viewer: Viewer,
    readonly shareId: string | null,
  ) {
    super();
  }
}

/** GET /api/media/songs/{id}/video: which stored video this caller gets (the paywall), and the title to name it. */
export class GetSongVideoMediaQuery extends Query<{ key: string; title: string; kind: 'preview' | 'full' }> {
  constructor(readonly request: VideoRequest) {
    super();
  }
}

@QueryHandler(GetSongVideoMediaQuery)
export class GetSongVideoMediaHandler implements IQueryHandler<GetSongVideoMediaQuery> {
  constructor(private readonly access: MediaAccess) {}

  execute({ request: { songId, viewer, shareId, track } }: GetSongVideoMediaQuery): Promise<{ key: string; title: string; kind: 'preview' | 'full' }> {
    return this.access.video(songId, viewer, shareId, track);
  }
}

@QueryHandler(GetTrackMediaQuery)
export class GetTrackMediaHandler implements IQueryHandler<GetTrackMediaQuery> {
  constructor(private readonly access: MediaAccess) {}

  execute({ songId, version, kind, viewer, shareId }: GetTrackMediaQuery): Promise<MediaGrant> {
    return this.access.trackFile(songId, version, kind, viewer, shareId);
  }
}

@QueryHandler(GetTrackDownloadQuery)
export class GetTrackDownloadHandler implements IQueryHandler<GetTrackDownloadQuery> {
  constructor(private readonly access: MediaAccess) {}

  async execute({ songId, version, viewer, shareId }: GetTrackDownloadQuery): Promise<{ title: string; key: string | null }> {
    const { song, key } = await this.access.download(songId, version, viewer, shareId);
    return { title: song.title, key };
  }
}

@QueryHandler(GetLyricsDownloadQuery)
export class GetLyricsDownloadHandler implements IQueryHandler<GetLyricsDownloadQuery> {
  constructor(private readonly access: MediaAccess) {}

  async execute({ songId, viewer, shareId }: GetLyricsDownloadQuery): Promise<{ title: string; lyrics: string }> {
    const song = await this.access.ownedPaidSong(songId, viewer, shareId);
    return { title: song.title, lyrics: song.lyrics };
  }
}

export const MEDIA_QUERY_HANDLERS = [GetSongVideoMediaHandler, GetTrackMediaHandler, GetTrackDownloadHandler, GetLyricsDownloadHandler];
