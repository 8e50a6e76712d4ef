import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SongNotFoundError, SongNotPaidError, SongNotReadyError } from '../../domain/catalog.errors';
import { isOwner, mayHearFullSong, type Viewer } from '../../domain/song-access';
import type { Song } from '../../infrastructure/entities/song.entity';
import { Track } from '../../infrastructure/entities/track.entity';
import { SongRepository } from '../../infrastructure/song.repository';

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
  constructor(private readonly songs: SongRepository) {}

  async trackFile(em: EntityManager, songId: string, versionParam: string, kind: MediaKind, viewer: Viewer): Promise<MediaGrant> {
    const version = /^[12]$/.test(versionParam) ? Number(versionParam) : NaN;
    const song = Number.isNaN(version) ? null : await this.songs.findById(em, songId);
    const track = song ? await em.findOne(Track, { songId: song.id, version }) : null;
    if (!song || !track) throw new SongNotFoundError();
    if (kind === 'cover') {
      if (!track.coverKey) throw new SongNotFoundError();
      return { key: track.coverKey, isFull: false };
    }
    if (kind === 'full' && track.audioKey && mayHearFullSong(song, viewer)) return { key: track.audioKey, isFull: true };
    return { key: track.previewKey, isFull: false };
  }

  /** The owner's paid full file for download. */
  async download(em: EntityManager, songId: string, version: number, viewer: Viewer): Promise<{ song: Song; key: string | null }> {
    const song = await this.songs.findOwned(em, songId, viewer);
    if (!song.isPaid || !mayHearFullSong(song, viewer)) throw new SongNotPaidError();
    const track = await em.findOne(Track, { songId: song.id, version });
    if (!track?.audioKey) throw new SongNotReadyError();
    return { song, key: track.audioKey };
  }

  async ownedPaidSong(em: EntityManager, songId: string, viewer: Viewer): Promise<Song> {
    const song = await this.songs.findById(em, songId);
    if (!song || !isOwner(song, viewer)) throw new SongNotFoundError();
    if (!song.isPaid) throw new SongNotPaidError();
    return song;
  }
}
