import { Inject, Injectable } from '@nestjs/common';
import { SongNotFoundError, SongNotPaidError, SongNotReadyError, VideoNotFoundError } from '../../domain/catalog.errors';
import { isOwner, mayHearFullSong, type OwnedSong, type Viewer } from '../../domain/song-access';
import { isUuid } from '../../domain/ids';
import { videoKindFor, type VideoTrack } from '../../domain/song-video';
import { MediaKeys } from '../media/media-storage';
import { SongReads, SongStore, type SongRecord } from '../ports/song-store.port';
import { SHARE_ACCESS, type ShareAccessPort } from '../ports/share-access.port';

export type MediaKind = 'full' | 'preview' | 'cover';

export interface MediaGrant {
  key: string;
  /** Whether this is the full-length file (cached privately; may stop being served on a refund). */
  isFull: boolean;
}

/**
 * The paywall: which stored file a caller gets for a media URL. An unpaid song (or a caller who is
 * not the paying owner) gets the 40-second preview file whatever URL is tried.
 */
@Injectable()
export class MediaAccess {
  constructor(
    private readonly songs: SongStore,
    @Inject(SHARE_ACCESS) private readonly shares: ShareAccessPort,
    private readonly reads: SongReads,
  ) {}

  /** The paying owner, or (while the song stays paid) the holder of a full friend share or full public link. */
  async hearsFullSong(song: OwnedSong & { id: string }, viewer: Viewer, shareId: string | null = null): Promise<boolean> {
    if (mayHearFullSong(song, viewer)) return true;
    return song.isPaid && (viewer.userId !== null || shareId !== null) && this.shares.grantsFullSong(song.id, { userId: viewer.userId, shareId }, song.userId);
  }

  async trackFile(songId: string, versionParam: string, kind: MediaKind, viewer: Viewer, shareId: string | null = null): Promise<MediaGrant> {
    const version = /^[12]$/.test(versionParam) ? Number(versionParam) : NaN;
    // The song and its tracks from the read cache (one query, a second at most): players fetch
    // media in many small ranges while seeking.
    const snapshot = Number.isNaN(version) || !isUuid(songId) ? null : await this.reads.bySongId(songId);
    const song = snapshot?.song;
    const track = snapshot?.tracks.find((t) => t.version === version);
    if (!song || !track) throw new SongNotFoundError();
    if (kind === 'cover') {
      if (!track.coverKey) throw new SongNotFoundError();
      return { key: track.coverKey, isFull: false };
    }
    if (kind === 'full' && track.audioKey && (await this.hearsFullSong(song, viewer, shareId))) return { key: track.audioKey, isFull: true };
    return { key: track.previewKey, isFull: false };
  }

  /**
   * A version's video this caller may watch: the whole-song video to those who hear the whole song,
   * the preview video to everyone else holding the song's link; never the other kind (or the
   * other version's video) in its place.
   */
  async video(songId: string, viewer: Viewer, shareId: string | null = null, track: VideoTrack = 1): Promise<{ key: string; title: string; kind: 'preview' | 'full' }> {
    const snapshot = isUuid(songId) ? await this.reads.bySongId(songId) : null;
    if (!snapshot) throw new SongNotFoundError();
    const { song } = snapshot;
    const kind = videoKindFor(await this.hearsFullSong(song, viewer, shareId));
    const video = snapshot.videos?.find((v) => v.kind === kind && v.track === track);
    if (video?.status !== 'ready') throw new VideoNotFoundError();
    return { key: MediaKeys.video(song.id, kind, track), title: song.title, kind };
  }

  /** The paid full file for download: to its owner, and to who holds a full share of it. */
  async download(songId: string, version: number, viewer: Viewer, shareId: string | null = null): Promise<{ song: SongRecord; key: string | null }> {
    const song = await this.ownedPaidSong(songId, viewer, shareId);
    const track = await this.songs.track(song.id, version);
    if (!track?.audioKey) throw new SongNotReadyError();
    return { song, key: track.audioKey };
  }

  async ownedPaidSong(songId: string, viewer: Viewer, shareId: string | null = null): Promise<SongRecord> {
    const song = await this.songs.findById(songId);
    if (!song) throw new SongNotFoundError();
    // Someone else's song is a 404 unless a full share lets them have it.
    if (!isOwner(song, viewer) && !(await this.hearsFullSong(song, viewer, shareId))) throw new SongNotFoundError();
    if (!song.isPaid) throw new SongNotPaidError();
    return song;
  }
}
