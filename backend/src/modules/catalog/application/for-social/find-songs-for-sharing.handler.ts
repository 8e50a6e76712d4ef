import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindSongsForSharingQuery, type SongForSharing } from '../../../social/public';
import { SongStore } from '../ports/song-store.port';
import { SongVideos } from '../ports/song-videos.port';
import { mediaUrl, videoUrl } from '../song-view';

/** Social's question about songs it shows (and checks before sharing), answered by the catalog: three queries, whatever the count. */
@QueryHandler(FindSongsForSharingQuery)
export class FindSongsForSharingHandler implements IQueryHandler<FindSongsForSharingQuery> {
  constructor(
    private readonly songs: SongStore,
    private readonly videos: SongVideos,
  ) {}

  async execute({ songIds }: FindSongsForSharingQuery): Promise<SongForSharing[]> {
    const songs = await this.songs.findMany(songIds);
    if (songs.length === 0) return [];
    const ids = songs.map((s) => s.id);
    const [tracks, videos] = await Promise.all([this.songs.tracksBySong(ids), this.videos.readyKinds(ids)]);
    return songs.map((song) => {
      const own = tracks.get(song.id) ?? [];
      return {
        id: song.id,
        title: song.title,
        names: song.names,
        style: song.style,
        isBirthday: song.isBirthday,
        isWedding: song.isWedding,
        lyrics: song.lyrics,
        danceMoves: song.danceMoves ?? [],
        ownerUserId: song.userId,
        isPaid: song.isPaid,
        hasTimestampedLyrics: own.some((t) => (t.timestampedLyrics?.length ?? 0) > 0),
        tracks: own.map((t) => ({
          id: t.id,
          version: t.version,
          title: t.title,
          fullUrl: t.audioKey ? mediaUrl(song.id, t.version, 'full') : null,
          previewUrl: mediaUrl(song.id, t.version, 'preview'),
          imageUrl: t.coverKey ? mediaUrl(song.id, t.version, 'cover') : null,
          durationSec: t.durationSec,
          previewDurationSec: t.previewDurationSec,
        })),
        readyVideos: videos.get(song.id) ?? [],
        videoUrl: videoUrl(song.id),
      };
    });
  }
}
