import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidSongInputError } from '../../../domain/catalog.errors';
import type { Viewer } from '../../../domain/song-access';
import type { Song } from '../../../infrastructure/entities/song.entity';
import { songReadCache } from '../../../infrastructure/song-read-cache';
import { SongRepository } from '../../../infrastructure/song.repository';

export interface RenameSongCommand {
  songId: string;
  title: string;
}

/** The title is the only thing a client may change on a song. */
@Injectable()
export class RenameSongHandler {
  constructor(private readonly songs: SongRepository) {}

  async execute(em: EntityManager, command: RenameSongCommand, viewer: Viewer): Promise<Song> {
    const title = command.title.trim().replace(/\s+/g, ' ');
    if (!title) throw new InvalidSongInputError('Title is required', 'title_required');
    const song = await this.songs.findOwned(em, command.songId, viewer);
    song.title = title;
    await em.flush();
    songReadCache.invalidate(song.id, song.taskId);
    return song;
  }
}
