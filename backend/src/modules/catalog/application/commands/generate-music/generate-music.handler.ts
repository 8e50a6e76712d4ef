import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { inTransactionOf, JobQueue } from '../../../../../shared/messaging';
import { InvalidSongInputError, SongAlreadyRenderingError } from '../../../domain/catalog.errors';
import { parsePronunciations } from '../../../domain/name-pronunciation';
import { SongReads, SongStore, type SongRecord } from '../../ports/song-store.port';
import { RENDER_JOB_OPTIONS, RENDER_PRIORITY, RENDER_QUEUE, type RenderSongJobData } from '../../jobs/render-song.job';
import { GenerateMusicCommand } from './generate-music.command';

const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/**
 * Queues the durable render of the caller's song. A song is rendered once; a failed render may be
 * started again without spending another sample.
 */
@CommandHandler(GenerateMusicCommand)
export class GenerateMusicHandler implements ICommandHandler<GenerateMusicCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
    private readonly queue: JobQueue,
  ) {}

  async execute({ input: command, viewer }: GenerateMusicCommand): Promise<{ taskId: string; songId: string }> {
    const { em } = this;
    const taskId = randomUUID();
    const songId = await em.transactional(async (tx) => {
      // Locked: two clicks at once cannot both start a render.
      const song = await this.songs.findOwned(tx, command.songId, viewer, { forUpdate: true });
      if (await this.isRendering(song)) throw new SongAlreadyRenderingError();
      if (command.lyrics !== undefined) {
        const lyrics = command.lyrics.trim();
        if (!lyrics) throw new InvalidSongInputError('Lyrics Required: The lyrics contain no words to sing.', 'lyrics_required');
        song.lyrics = lyrics;
      }
      if (command.vocalGender) song.vocalGender = command.vocalGender;
      if (command.style) song.style = command.style;
      if (command.pronunciations !== undefined) {
        const pronunciations = parsePronunciations(command.pronunciations, song.names);
        song.pronunciations = pronunciations.length > 0 ? pronunciations : null;
      }
      Object.assign(song, { taskId, status: 'pending', progress: 0, failureReason: null });
      await tx.flush();
      // The job commits with the task or not at all: a song never waits on a job that does not exist.
      // The task id is the job id, so a retried request cannot queue a second render of this task.
      // Its previews first, ahead of any song's full tracks (see RENDER_PRIORITY).
      await this.queue.send<RenderSongJobData>(
        RENDER_QUEUE,
        { songId: song.id, taskId, stage: 'previews' },
        { ...RENDER_JOB_OPTIONS, id: taskId, priority: RENDER_PRIORITY.previews, db: inTransactionOf(tx) },
      );
      return song.id;
    });
    this.reads.invalidate(songId);
    return { taskId, songId };
  }

  /**
   * Rendering, or done. A song left pending under a task whose job is gone (saved before renders
   * were queued in the same transaction) may be started again.
   */
  private async isRendering(song: SongRecord): Promise<boolean> {
    if (song.status === 'processing' || song.status === 'completed') return true;
    if (song.status !== 'pending' || !song.taskId) return false;
    const [job] = await this.queue.boss.findJobs(RENDER_QUEUE, { id: song.taskId });
    return job !== undefined && LIVE_JOB_STATES.has(job.state);
  }
}
