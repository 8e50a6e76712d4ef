import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '../../../../../shared/messaging';
import { InvalidSongInputError, SongAlreadyRenderingError } from '../../../domain/catalog.errors';
import type { Viewer } from '../../../domain/song-access';
import { songReadCache } from '../../../infrastructure/song-read-cache';
import { SongRepository } from '../../../infrastructure/song.repository';
import { RENDER_JOB_OPTIONS, RENDER_QUEUE, type RenderSongJobData } from '../../jobs/render-song.job';
import type { GenerateMusicCommand } from './generate-music.command';

/**
 * Queues the durable render of the caller's song. A song is rendered once; a failed render may be
 * started again without spending another sample.
 */
@Injectable()
export class GenerateMusicHandler {
  constructor(
    private readonly songs: SongRepository,
    private readonly queue: JobQueue,
  ) {}

  async execute(em: EntityManager, command: GenerateMusicCommand, viewer: Viewer): Promise<{ taskId: string; songId: string }> {
    const song = await this.songs.findOwned(em, command.songId, viewer);
    if (song.status === 'processing' || song.status === 'completed' || (song.status === 'pending' && song.taskId)) {
      throw new SongAlreadyRenderingError();
    }
    if (command.lyrics !== undefined) {
      const lyrics = command.lyrics.trim();
      if (!lyrics) throw new InvalidSongInputError('Lyrics Required: The lyrics contain no words to sing.', 'lyrics_required');
      song.lyrics = lyrics;
    }
    if (command.vocalGender) song.vocalGender = command.vocalGender;
    if (command.style) song.style = command.style;
    const taskId = randomUUID();
    Object.assign(song, { taskId, status: 'pending', progress: 0, failureReason: null });
    await em.flush();
    songReadCache.invalidate(song.id);
    // The task id is the job id, so a retried request cannot queue a second render of this task.
    await this.queue.send<RenderSongJobData>(RENDER_QUEUE, { songId: song.id, taskId }, { ...RENDER_JOB_OPTIONS, id: taskId });
    return { taskId, songId: song.id };
  }
}
