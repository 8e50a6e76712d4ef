import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RunsOnSchedule } from '../../../../../shared/messaging';
import { EXPIRE_CRON, EXPIRE_QUEUE, ExpireUnpaidSongsJob } from '../../jobs/expire-unpaid-songs.job';
import { RenderSongJob, type RenderSongJobData } from '../../jobs/render-song.job';
import { RenderVideoJob, type RenderVideoJobData } from '../../jobs/render-video.job';
import { SongMediaRemoval } from '../../media/song-media-removal';

/**
 * The catalog's background work as commands: the queue workers dispatch them on the bus like any
 * other caller, and the handlers run the jobs' use cases.
 */

/** Render one stage of a song (previews, full tracks, or both); `attempt` counts pg-boss retries. */
export class RenderSongCommand extends Command<void> {
  constructor(
    readonly data: RenderSongJobData,
    readonly attempt: number,
  ) {
    super();
  }
}

@CommandHandler(RenderSongCommand)
export class RenderSongHandler implements ICommandHandler<RenderSongCommand> {
  constructor(private readonly job: RenderSongJob) {}
  execute({ data, attempt }: RenderSongCommand): Promise<void> {
    return this.job.run(data, attempt);
  }
}

/** Render one song video; `attempt` counts pg-boss retries. */
export class RenderVideoCommand extends Command<void> {
  constructor(
    readonly data: RenderVideoJobData,
    readonly attempt: number,
  ) {
    super();
  }
}

@CommandHandler(RenderVideoCommand)
export class RenderVideoHandler implements ICommandHandler<RenderVideoCommand> {
  constructor(private readonly job: RenderVideoJob) {}
  execute({ data, attempt }: RenderVideoCommand): Promise<void> {
    return this.job.run(data, attempt);
  }
}

/** Remove unpaid songs past their 24 h; answers how many went. */
export class ExpireUnpaidSongsCommand extends Command<number> {}

@RunsOnSchedule({ queue: EXPIRE_QUEUE, cron: EXPIRE_CRON, command: () => new ExpireUnpaidSongsCommand() })
@CommandHandler(ExpireUnpaidSongsCommand)
export class ExpireUnpaidSongsHandler implements ICommandHandler<ExpireUnpaidSongsCommand> {
  constructor(private readonly job: ExpireUnpaidSongsJob) {}
  execute(): Promise<number> {
    return this.job.run();
  }
}

/** Remove what is left in the media store of songs whose rows are gone (throws so the queue retries). */
export class RemoveSongMediaCommand extends Command<void> {
  constructor(readonly songIds: string[]) {
    super();
  }
}

@CommandHandler(RemoveSongMediaCommand)
export class RemoveSongMediaHandler implements ICommandHandler<RemoveSongMediaCommand> {
  constructor(private readonly removal: SongMediaRemoval) {}
  execute({ songIds }: RemoveSongMediaCommand): Promise<void> {
    return this.removal.remove(songIds);
  }
}

export const BACKGROUND_COMMAND_HANDLERS = [RenderSongHandler, RenderVideoHandler, ExpireUnpaidSongsHandler, RemoveSongMediaHandler];
