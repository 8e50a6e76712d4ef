import { Injectable } from '@nestjs/common';
import type { Schema } from '@boogy/contracts';
import { decodeCursor, keysetPage } from '../../../../shared/ddd';
import { SongNotFoundError } from '../../domain/catalog.errors';
import { isOwner, type Viewer } from '../../domain/song-access';
import { isUuid } from '../../domain/ids';
import { SongReads, SongStore, type SongRecord } from '../ports/song-store.port';
import { toJsonAnswer, type JsonAnswer } from '../json-answer';
import { toSongView } from '../song-view';
import { MediaAccess } from './media-access';
import { SongViewMemo } from './song-view-memo';

/** Read side of the catalog: every answer is shaped for the caller (owner or preview-link holder). */
@Injectable()
export class SongQueries {
  /** Polled answers are made once per song version and kind of caller. */
  private readonly views = new SongViewMemo();

  constructor(
    private readonly songs: SongStore,
    private readonly access: MediaAccess,
    private readonly reads: SongReads,
  ) {}

  /** The song for its owner, or for anyone holding its preview link (the id is that link's secret). */
  async song(songId: string, viewer: Viewer): Promise<Schema<'Song'>> {
    const snapshot = isUuid(songId) ? await this.reads.bySongId(songId) : null;
    if (!snapshot) throw new SongNotFoundError();
    const shared = !isOwner(snapshot.song, viewer) && snapshot.song.isPaid && viewer.userId !== null && (await this.access.hearsFullSong(snapshot.song, viewer));
    return this.views.song(snapshot, viewer, shared);
  }

  async musicStatus(taskId: string, viewer: Viewer): Promise<Schema<'MusicStatus'>> {
    const snapshot = isUuid(taskId) ? await this.reads.byTaskId(taskId) : null;
    if (!snapshot || !isOwner(snapshot.song, viewer)) throw new SongNotFoundError();
    return this.views.status(snapshot, taskId, viewer);
  }

  /**
   * One query whatever the length of the list; karaoke timings stay behind (see timestampedLyrics).
   * Answered serialised: the same bytes serve the user's repeated requests for the read cache's second
   * (the list is this user's songs as they see them, so it is never shared with another caller).
   */
  async userSongs(userId: string, options: { paidOnly: boolean; limit: number; cursor: string | null }): Promise<JsonAnswer<Schema<'SongList'>>> {
    const viewer = { userId, guestId: null };
    const after = options.cursor ? decodeCursor(options.cursor) : null;
    return this.reads.userList(userId, options.paidOnly, `${options.limit}:${options.cursor ?? ''}`, async () => {
      const rows = await this.songs.listForUser(userId, { paidOnly: options.paidOnly, limit: options.limit + 1, after });
      return toJsonAnswer(keysetPage(rows, options.limit, ({ song }) => ({ createdAt: song.createdAt.toISOString(), id: song.id }), ({ song, tracks, videos }) => toSongView(song, tracks, viewer, false, videos)));
    });
  }

  async timestampedLyrics(songId: string, viewer: Viewer, version = 1): Promise<Schema<'TimestampedLyrics'>> {
    const song = await this.songs.findById(songId);
    if (!song) throw new SongNotFoundError();
    return this.lyricsOf(song, version, viewer);
  }

  /** The owner's word timings of one of their tracks, by track id (an unknown id falls back to the first version). */
  async ownedTrackLyrics(songId: string, trackId: string | null, viewer: Viewer): Promise<Schema<'TimestampedLyrics'>> {
    const song = await this.songs.findOwned(songId, viewer);
    const tracks = await this.songs.tracksOf(song.id);
    const version = tracks.find((t) => t.id === trackId)?.version ?? 1;
    return this.lyricsOf(song, version, viewer);
  }

  async lyricsOf(song: SongRecord, version: number, _viewer: Viewer): Promise<Schema<'TimestampedLyrics'>> {
    const tracks = await this.songs.tracksOf(song.id);
    const track = tracks.find((t) => t.version === version) ?? tracks[0];
    const lines = track?.timestampedLyrics ?? null;
    return { songId: song.id, customLyrics: song.lyrics, timestampedLyrics: lines, hasTimestampedLyrics: (lines?.length ?? 0) > 0 };
  }
}
