import type { Schema } from '@boogy/contracts';
import { isOwner, mayBuy, mayHearFullSong, type Viewer } from '../domain/song-access';
import { videoKindFor, type VideoState, type VideoTrack } from '../domain/song-video';
import type { SongData, StoredDanceMove, TrackData } from './ports/song-store.port';

export type { SongData, TrackData };

const hasTimings = (track: TrackData) => track.hasTimestampedLyrics ?? (track.timestampedLyrics?.length ?? 0) > 0;

/** Our own media URLs: the media endpoint decides what each caller may hear (the paywall). */
export const mediaUrl = (songId: string, version: number, kind: 'full' | 'preview' | 'cover') =>
  `/api/media/songs/${songId}/tracks/${version}/${kind}`;

export function toTrackView(track: TrackData, fullAvailable: boolean): Schema<'Track'> {
  return {
    id: track.id,
    version: track.version,
    title: track.title,
    // An unpaid song's "full" URL serves the preview too, so it is playable as soon as the preview is.
    audioUrl: mediaUrl(track.songId, track.version, fullAvailable && track.audioKey ? 'full' : 'preview'),
    previewUrl: mediaUrl(track.songId, track.version, 'preview'),
    imageUrl: track.coverKey ? mediaUrl(track.songId, track.version, 'cover') : null,
    durationSec: fullAvailable ? track.durationSec : track.previewDurationSec,
    previewDurationSec: track.previewDurationSec,
  };
}

const asMoves = (moves: StoredDanceMove[] | null) => moves ?? [];

/** A version's video, whichever kind the caller may watch: the media endpoint applies the same paywall. */
export const videoUrl = (songId: string, track: VideoTrack = 1) => `/api/media/songs/${songId}/video${track === 1 ? '' : `?track=${track}`}`;

/** The caller's video of a version of the song (its kind follows what they may hear; the other kind is never shown). */
export function toSongVideoView(song: Pick<SongData, 'id' | 'expiresAt'>, videos: readonly VideoState[], hearsFullSong: boolean, track: VideoTrack = 1): Schema<'SongVideo'> {
  const kind = videoKindFor(hearsFullSong);
  const video = videos.find((v) => v.kind === kind && v.track === track);
  const ready = video?.status === 'ready';
  return {
    songId: song.id,
    track,
    kind,
    status: video?.status ?? 'none',
    progress: video?.progress ?? 0,
    videoUrl: ready ? videoUrl(song.id, track) : null,
    videoExpiresAt: ready && song.expiresAt ? song.expiresAt.toISOString() : null,
  };
}

/** `fullAccess`: the caller hears the full song through a share (the paywall says so, see MediaAccess). */
export function toSongView(song: SongData, tracks: readonly TrackData[], viewer: Viewer, fullAccess = false, videos: readonly VideoState[] = []): Schema<'Song'> {
  const full = fullAccess || mayHearFullSong(song, viewer);
  const video = toSongVideoView(song, videos, full);
  const trackViews = [...tracks].sort((a, b) => a.version - b.version).map((t) => toTrackView(t, full));
  const first = trackViews[0] ?? null;
  return {
    id: song.id,
    title: song.title,
    names: song.names,
    lyrics: song.lyrics,
    danceMoves: asMoves(song.danceMoves),
    style: song.style as Schema<'SongStyle'>,
    vocalGender: song.vocalGender as Schema<'VocalGender'>,
    isBirthday: song.isBirthday,
    birthdayPerson: song.birthdayPerson,
    isWedding: song.isWedding,
    bride: song.bride,
    groom: song.groom,
    status: song.status,
    progress: song.progress,
    audioUrl: first?.audioUrl ?? null,
    previewUrl: first?.previewUrl ?? null,
    imageUrl: first?.imageUrl ?? null,
    allTracks: trackViews,
    isPaid: song.isPaid,
    isOwner: isOwner(song, viewer),
    fullAccess: full,
    purchasable: mayBuy(song, viewer),
    isShared: song.isShared,
    hasTimestampedLyrics: tracks.some(hasTimings),
    expiresAt: song.expiresAt ? song.expiresAt.toISOString() : null,
    createdAt: song.createdAt.toISOString(),
    videoUrl: video.videoUrl,
    videoExpiresAt: video.videoExpiresAt,
    videoStatus: video.status,
    videoProgress: video.progress,
  };
}
