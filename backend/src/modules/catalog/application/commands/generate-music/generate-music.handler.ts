import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { inOpenTransaction, JobQueue } from '../../../../../shared/messaging';
import type { Song } from '../../../domain/song';
import { SongReads, SongStore } from '../../ports/song-store.port';
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
    private readonly uow: UnitOfWork,
    private readonly songs: SongStore,
    private readonly reads: SongReads,
    private readonly queue: JobQueue,
  ) {}

  async execute({ input: command, viewer }: GenerateMusicCommand): Promise<{ taskId: string; songId: string }> {
    const taskId = randomUUID();
    const songId = await this.uow.run(async () => {
      // Locked: two clicks at once cannot both start a render.
      const song = await this.songs.loadOwned(command.songId, viewer);
      const { lyrics, style, vocalGender, pronunciations } = command;
      song.queueRender(taskId, { lyrics, style, vocalGender, pronunciations }, await this.queuedJobAlive(song));
      this.songs.save(song);
      // The job commits with the task or not at all: a song never waits on a job that does not exist.
      // The task id is the job id, so a retried request cannot queue a second render of this task.
      // Its previews first, ahead of any song's full tracks (see RENDER_PRIORITY).
      await this.queue.send<RenderSongJobData>(
        RENDER_QUEUE,
        { songId: song.id, taskId, stage: 'previews', queuedAt: Date.now() },
        { ...RENDER_JOB_OPTIONS, id: taskId, priority: RENDER_PRIORITY.previews, db: inOpenTransaction() },
      );
      return song.id;
    });
    this.reads.invalidate(songId);
    return { taskId, songId };
  }

  /** Whether the job of the task the song is queued under still lives (a song saved before renders were queued with it has none). */
  private async queuedJobAlive(song: Song): Promise<boolean> {
    if (!song.queuedTaskId) return false;
    const [job] = await this.queue.boss.findJobs(RENDER_QUEUE, { id: song.queuedTaskId });
    return job !== undefined && LIVE_JOB_STATES.has(job.state);
  }
}
