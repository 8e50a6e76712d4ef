import type { EntityManager } from '@mikro-orm/postgresql';
import { mediaUrl, videoUrl } from '../application/song-view';
import { SongVideo } from '../infrastructure/entities/song-video.entity';
import { Song } from '../infrastructure/entities/song.entity';
import { isUuid } from '../domain/ids';
import { SongRepository } from '../infrastructure/song.repository';

export interface SharedTrackFacts {
  id: string;
  version: number;
  title: string;
  /** The full-length file's URL once rendered; the media endpoint decides who hears it. */
  fullUrl: string | null;
  previewUrl: string;
  imageUrl: string | null;
  durationSec: number | null;
  previewDurationSec: number;
}

export interface SongForSharing {
  id: string;
  title: string;
  names: string[];
  /** Style and event give the human title screens show until the maker renames the song. */
  style: string;
  isBirthday: boolean;
  isWedding: boolean;
  lyrics: string;
  danceMoves: { name: string; move: string; description: string; durationSec: number }[];
  ownerUserId: string | null;
  isPaid: boolean;
  hasTimestampedLyrics: boolean;
  tracks: SharedTrackFacts[];
  /** The kinds of version 1's video made so far; the video's URL serves the one its caller may watch. */
  readyVideos: ('preview' | 'full')[];
  videoUrl: string;
}

/** The facts social shows of shared songs (and checks before sharing); missing songs are left out. */
export async function findSongsForSharing(em: EntityManager, songIds: readonly string[]): Promise<SongForSharing[]> {
  const ids = [...new Set(songIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const songs = await em.find(Song, { id: { $in: ids } });
  const tracks = await new SongRepository().tracksBySong(em, songs.map((s) => s.id));
  const videos = songs.length ? await em.find(SongVideo, { songId: { $in: songs.map((s) => s.id) }, track: 1, status: 'ready' }, { fields: ['songId', 'kind'] }) : [];
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
      readyVideos: videos.filter((v) => v.songId === song.id).map((v) => v.kind),
      videoUrl: videoUrl(song.id),
    };
  });
}
